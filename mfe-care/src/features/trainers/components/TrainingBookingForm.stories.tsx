import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { trainerMessages } from '@petpal/contracts';
import { apiError, ok, type Handler } from '@petpal/design-system/test-utils/fake-fetch';
import {
  expectNoSidewaysScroll,
  onDesktop,
  onPhone,
  storyViewports,
} from '@petpal/design-system/test-utils/story-viewports';
import { bella } from '../../../test/fixtures';
import { StoryPlatform, withFakeApi } from '../../../test/story-platform';
import { petOwner } from '../../../test/users';
import { inPerson, meera, ownerSession, upi, visa } from '../../../test/trainer-fixtures';
import { fillRequired, toastsOf, trainerCalendarRoutes } from '../../../test/trainer-story-steps';
import { TrainingBookingForm } from './TrainingBookingForm';

const meta = {
  title: 'Pet care/TrainingBookingForm',
  component: TrainingBookingForm,
  decorators: [(Story) => <StoryPlatform>{Story()}</StoryPlatform>],
  parameters: { viewport: storyViewports },
  globals: onDesktop,
  args: { trainer: meera, user: petOwner, cancelHref: '/services/book-a-trainer', onBooked: fn() },
} satisfies Meta<typeof TrainingBookingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const booked: Handler = { status: 201, body: { appointment: ownerSession(inPerson) } };

const api = (methods = [visa, upi], book = booked) =>
  withFakeApi({
    'GET /api/auth/pets': ok({ pets: [bella] }),
    'GET /api/auth/payment-methods': ok({ methods }),
    ...trainerCalendarRoutes(),
    'POST /api/care/training-appointments': book,
  });

export const InPerson: Story = {
  beforeEach: api(),
  play: async ({ args, canvas, userEvent }) => {
    await fillRequired(canvas, userEvent);
    await expect(canvas.getByText(/Times in Asia\/Kolkata \(provider's time\)/)).toBeVisible();
    const pet = canvas.getByLabelText('Pet (optional)');
    await waitFor(() => expect(pet).toBeEnabled());
    await userEvent.selectOptions(pet, 'Bella (Beagle)');
    await userEvent.click(canvas.getByRole('button', { name: 'Book Session' }));
    await waitFor(() => expect(args.onBooked).toHaveBeenCalled());
  },
};

/** Spec section 5: "Missing Information" / "Please fill in all required fields.", focus on the first field. */
export const MissingInformation: Story = {
  beforeEach: api(),
  globals: onPhone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Book Session' }));
    const toasts = toastsOf(canvasElement);
    await expect(toasts.getByText('Missing Information')).toBeVisible();
    await expect(toasts.getByText('Please fill in all required fields.')).toBeVisible();
    await expect(canvas.getByLabelText('Session Type')).toHaveFocus();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Spec section 5: "Please complete all online training requirements." */
export const OnlineRequirements: Story = {
  beforeEach: api(),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await fillRequired(canvas, userEvent);
    await userEvent.click(canvas.getByRole('radio', { name: 'Online' }));
    await expect(await canvas.findByLabelText('Payment Method')).toHaveValue(visa.id);
    await userEvent.click(canvas.getByRole('button', { name: 'Book Session' }));
    await expect(toastsOf(canvasElement).getByText('Please complete all online training requirements.')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'WhatsApp' })).toHaveFocus();
  },
};

/** No saved method: "No Payment Method Found", and "Payment Method Required" on Book. */
export const NoPaymentMethod: Story = {
  beforeEach: api([]),
  globals: onPhone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await fillRequired(canvas, userEvent);
    await userEvent.click(canvas.getByRole('radio', { name: 'Online' }));
    await expect(await canvas.findByText('No Payment Method Found')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'WhatsApp' }));
    await userEvent.type(canvas.getByLabelText('Contact Info'), '+91 98765 43210');
    await userEvent.click(canvas.getByLabelText('I have read and accept the online training terms.'));
    await userEvent.click(canvas.getByRole('button', { name: 'Book Session' }));
    const toasts = toastsOf(canvasElement);
    await expect(toasts.getByText('Payment Method Required')).toBeVisible();
    await expect(toasts.getByText('Please select a payment method for online training.')).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** Another owner took the slot meanwhile: the API's words in the form, and the slot is chosen again. */
export const SlotTaken: Story = {
  beforeEach: api([visa], apiError(409, 'slot_taken', trainerMessages.slotTaken)),
  play: async ({ canvas, userEvent }) => {
    await fillRequired(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Book Session' }));
    const form = within(canvas.getByRole('form', { name: 'Book a session with Meera Nair' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(trainerMessages.slotTaken);
    await expect(canvas.getByRole('button', { name: '10:00 - 11:00' })).toHaveAttribute('aria-pressed', 'false');
  },
};
