import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { careMessages } from '@petpal/contracts';
import {
  expectNoSidewaysScroll,
  onDesktop,
  onPhone,
  storyViewports,
} from '@petpal/design-system/test-utils/story-viewports';
import { asha, bella, inDays, milo, ownerRequest } from '../../../test/fixtures';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { BookingRequestDialog } from './BookingRequestDialog';

const meta = {
  title: 'Pet care/BookingRequestDialog',
  component: BookingRequestDialog,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  parameters: { viewport: storyViewports },
  globals: onDesktop,
  args: {
    sitter: asha,
    criteria: {
      serviceType: 'dog-walking',
      location: 'Indiranagar',
      startDate: inDays(2),
      endDate: inDays(16),
      startTime: '07:00',
      endTime: '08:00',
      scheduleType: 'repeat-weekly',
      daysOfWeek: ['monday', 'thursday'],
    },
    onClose: fn(),
    onSent: fn(),
  },
  beforeEach: withFakeApi({
    'GET /api/auth/pets': ok({ pets: [bella, milo] }),
    'POST /api/care/requests': { status: 201, body: { request: ownerRequest() } },
  }),
} satisfies Meta<typeof BookingRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (element: HTMLElement) =>
  within(element.ownerDocument.body).getByRole('dialog', { name: 'Send Booking Request' });

export const SendRequest: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = within(dialogOf(canvasElement));
    await expect(dialog.getByRole('checkbox', { name: 'Thursday' })).toBeChecked();
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Milo (Labrador)' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Yes' }));
    await userEvent.type(dialog.getByLabelText('Emergency contact'), 'Meera, +91 98765 00000');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Booking Request' }));
    await waitFor(() => expect(args.onSent).toHaveBeenCalledWith(ownerRequest()));
  },
};

/** On a phone: what is missing, in the contract's words, and focus on the first field to fix. */
export const MissingDetails: Story = {
  globals: onPhone,
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(dialogOf(canvasElement));
    await dialog.findByRole('checkbox', { name: 'Bella (Beagle)' });
    await userEvent.click(dialog.getByRole('button', { name: 'Send Booking Request' }));
    await expect(dialog.getByText(careMessages.pets)).toBeVisible();
    await expect(dialog.getByText(careMessages.getsAlong)).toBeVisible();
    await expect(dialog.getByLabelText('Emergency contact')).toHaveAccessibleDescription(
      expect.stringContaining(careMessages.emergencyContact),
    );
    await expect(dialog.getByRole('checkbox', { name: 'Bella (Beagle)' })).toHaveFocus();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const NoOwnerProfile: Story = {
  beforeEach: withFakeApi({
    'GET /api/auth/pets': ok({ pets: [bella] }),
    'POST /api/care/requests': apiError(403, 'forbidden', careMessages.noOwnerProfile),
  }),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(dialogOf(canvasElement));
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Bella (Beagle)' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'No' }));
    await userEvent.type(dialog.getByLabelText('Emergency contact'), 'Meera');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Booking Request' }));
    await expect(await dialog.findByText(careMessages.noOwnerProfile)).toBeVisible();
    const toasts = within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' });
    await expect(await within(toasts).findByText('Booking Failed')).toBeVisible();
  },
};

export const NoPets: Story = {
  beforeEach: withFakeApi({ 'GET /api/auth/pets': ok({ pets: [] }) }),
  play: async ({ canvasElement }) => {
    const dialog = within(dialogOf(canvasElement));
    await expect(await dialog.findByRole('link', { name: 'Add a Pet' })).toHaveAttribute('href', '/profile/add-pet');
  },
};
