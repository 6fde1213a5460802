import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { emergencyMessages } from '@petpal/contracts';
import { apiError } from '@petpal/design-system/test-utils/fake-fetch';
import {
  expectNoSidewaysScroll,
  onDesktop,
  onPhone,
  storyViewports,
} from '@petpal/design-system/test-utils/story-viewports';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { emergencyApi } from '../fixtures';
import { EmergencyServicesPage } from './EmergencyServicesPage';

const meta = {
  title: 'Pet care/Emergency/EmergencyServicesPage',
  component: EmergencyServicesPage,
  decorators: [
    (Story, { parameters }) => (
      <StoryPlatform route={(parameters.route as string | undefined) ?? '/emergency-services'}>{Story()}</StoryPlatform>
    ),
  ],
  parameters: { layout: 'fullscreen', viewport: storyViewports },
  globals: onDesktop,
  beforeEach: withFakeApi(emergencyApi, { user: null, city: 'Mumbai' }),
} satisfies Meta<typeof EmergencyServicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest whose location resolved to Mumbai: its clinics, India's poison line, the guides. */
export const FromResolvedLocation: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Emergency clinics near Mumbai' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Call Bandra Animal Emergency Hospital on 022 2640 1187' }),
    ).toHaveAttribute('href', 'tel:+912226401187');
    await expect(canvas.getByRole('link', { name: /Call National Poisons Information Centre/ })).toHaveAttribute(
      'href',
      'tel:+911800116117',
    );
    await expect(canvas.getByText('Closed now')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Heatstroke' })).toHaveAttribute('href', '/emergency/heatstroke');
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const Phone: Story = {
  globals: onPhone,
  play: FromResolvedLocation.play,
};

/** A guest without a location: every country's poison line, then a city to pick. */
export const GuestPicksCity: Story = {
  globals: onPhone,
  beforeEach: withFakeApi(emergencyApi, { user: null, city: '' }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(
      await canvas.findByText('Choose a city, or use your current location, to see the nearest emergency clinics.'),
    ).toBeVisible();
    await expect(await canvas.findByRole('link', { name: /Call Animal PoisonLine/ })).toBeVisible();
    await userEvent.selectOptions(await canvas.findByLabelText('City'), 'london');
    await expect(await canvas.findByRole('heading', { name: 'Emergency clinics near London' })).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('link', { name: /Call National Poisons/ })).toBeNull());
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** A resolved city without listed clinics: said plainly, with the picker. */
export const UnlistedCity: Story = {
  beforeEach: withFakeApi(emergencyApi, { user: null, city: 'Pune' }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('We have no emergency clinics listed for Pune yet. Please choose a city from the list.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('City')).toHaveValue('');
  },
};

export const LoadFailed: Story = {
  beforeEach: withFakeApi(
    { ...emergencyApi, 'GET /api/care/emergency/clinics': apiError(500, 'internal', 'Something went wrong.') },
    { user: null, city: 'Mumbai' },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(emergencyMessages.loadFailed, { selector: 'div *' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
