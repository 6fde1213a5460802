import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { careMessages } from '@petpal/contracts';
import {
  expectNoSidewaysScroll,
  onDesktop,
  onPhone,
  storyViewports,
} from '@petpal/design-system/test-utils/story-viewports';
import { asha, bella, inDays, milo, ownerRequest, sitterWindow } from '../../../test/fixtures';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { SitterRequestForm } from './SitterRequestForm';

const routes = {
  'GET /api/auth/pets': ok({ pets: [bella, milo] }),
  'GET /api/care/sitters/:id/availability': ok(sitterWindow(asha.id, [inDays(6)])),
  'POST /api/care/requests': { status: 201, body: { request: ownerRequest() } },
};

const meta = {
  title: 'Pet care/SitterRequestForm',
  component: SitterRequestForm,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  parameters: { viewport: storyViewports },
  globals: onDesktop,
  args: {
    sitter: asha,
    criteria: {
      serviceType: 'dog-walking',
      location: 'Indiranagar',
      startDate: inDays(2),
      endDate: inDays(2),
      startTime: '07:00',
      endTime: '08:00',
      scheduleType: 'one-time',
      daysOfWeek: [],
    },
    onSent: fn(),
  },
  beforeEach: withFakeApi(routes),
} satisfies Meta<typeof SitterRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const formOf = (element: HTMLElement) => within(element).getByRole('form', { name: 'Booking request to Asha Rao' });
const dayButton = (element: HTMLElement, date: string) =>
  waitFor(() => {
    const day = element.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`);
    if (day) return day;
    // A day of the next month (near a month's end): turn the page.
    element.querySelector<HTMLButtonElement>('button[aria-label="Next month"]')?.click();
    throw new Error(`no day ${date} yet`);
  });

/** A walk on one day: the search's day is chosen on the sitter's calendar, labelled in the sitter's zone. */
export const WalkOnADay: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const form = within(formOf(canvasElement));
    await expect(await form.findByText(/Times in Asia\/Kolkata \(provider's time\)/)).toBeVisible();
    await userEvent.click(await dayButton(canvasElement, inDays(3)));
    await userEvent.click(await form.findByRole('checkbox', { name: 'Milo (Labrador)' }));
    await userEvent.click(form.getByRole('radio', { name: 'Yes' }));
    await userEvent.type(form.getByLabelText('Emergency contact'), 'Meera, +91 98765 00000');
    await userEvent.click(form.getByRole('button', { name: 'Send Booking Request' }));
    await waitFor(() => expect(args.onSent).toHaveBeenCalledWith(ownerRequest()));
  },
};

/** Boarding on a phone: a first and a last day, the nights counted and priced per night. */
export const BoardingOverARange: Story = {
  globals: onPhone,
  args: { criteria: null },
  play: async ({ canvasElement, userEvent }) => {
    const form = within(formOf(canvasElement));
    await userEvent.selectOptions(form.getByLabelText('Service'), 'hostel-checkin');
    await expect(await form.findByText('Choose the first day of the stay.')).toBeVisible();
    await userEvent.click(await dayButton(canvasElement, inDays(2)));
    await userEvent.click(await dayButton(canvasElement, inDays(4)));
    await expect(form.getByText(/: 2 nights$/)).toBeVisible();
    await expect(form.getByText('Price').nextElementSibling).toHaveTextContent(/\(2 nights x /);
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** A stay over the sitter's day off is not taken: the calendar says why. */
export const OverADayOff: Story = {
  args: { criteria: null },
  play: async ({ canvasElement, userEvent }) => {
    const form = within(formOf(canvasElement));
    await userEvent.selectOptions(form.getByLabelText('Service'), 'house-sitting');
    await userEvent.click(await dayButton(canvasElement, inDays(5)));
    await userEvent.click(await dayButton(canvasElement, inDays(8)));
    await expect(form.getByText(careMessages.sitterAway)).toBeVisible();
  },
};

/** On a phone: what is missing, in the contract's words, and focus on the first field to fix. */
export const MissingDetails: Story = {
  globals: onPhone,
  play: async ({ canvasElement, userEvent }) => {
    const form = within(formOf(canvasElement));
    await form.findByRole('checkbox', { name: 'Bella (Beagle)' });
    await userEvent.click(form.getByRole('button', { name: 'Send Booking Request' }));
    await expect(form.getByText(careMessages.pets)).toBeVisible();
    await expect(form.getByText(careMessages.getsAlong)).toBeVisible();
    await expect(form.getByLabelText('Emergency contact')).toHaveAccessibleDescription(
      expect.stringContaining(careMessages.emergencyContact),
    );
    await expect(form.getByRole('checkbox', { name: 'Bella (Beagle)' })).toHaveFocus();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const NoOwnerProfile: Story = {
  beforeEach: withFakeApi({
    ...routes,
    'GET /api/auth/pets': ok({ pets: [bella] }),
    'POST /api/care/requests': apiError(403, 'forbidden', careMessages.noOwnerProfile),
  }),
  play: async ({ canvasElement, userEvent }) => {
    const form = within(formOf(canvasElement));
    await userEvent.click(await form.findByRole('checkbox', { name: 'Bella (Beagle)' }));
    await userEvent.click(form.getByRole('radio', { name: 'No' }));
    await userEvent.type(form.getByLabelText('Emergency contact'), 'Meera');
    await userEvent.click(form.getByRole('button', { name: 'Send Booking Request' }));
    await expect(await form.findByText(careMessages.noOwnerProfile)).toBeVisible();
    const toasts = within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' });
    await expect(await within(toasts).findByText('Booking Failed')).toBeVisible();
  },
};

export const NoPets: Story = {
  beforeEach: withFakeApi({ ...routes, 'GET /api/auth/pets': ok({ pets: [] }) }),
  play: async ({ canvasElement }) => {
    const form = within(formOf(canvasElement));
    await expect(await form.findByRole('link', { name: 'Add a Pet' })).toHaveAttribute('href', '/profile/add-pet');
  },
};
