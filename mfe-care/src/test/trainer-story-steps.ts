import { within } from 'storybook/test';
import { inDays } from './fixtures';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import { dayButtonName, meera, trainerAvailability, trainerSlots } from './trainer-fixtures';

/** Meera's calendar for stories: the day three days ahead open, with 09:00, 10:00 and 14:00 sessions. */
export function trainerCalendarRoutes() {
  return {
    [`GET /api/care/trainers/${meera.id}/availability`]: ok(trainerAvailability([inDays(3)], inDays(0))),
    [`GET /api/care/trainers/${meera.id}/slots`]: ok(trainerSlots(inDays(3))),
  };
}

type Canvas = ReturnType<typeof within>;
interface Selects {
  selectOptions(element: Element, value: string): Promise<void>;
  click(element: Element): Promise<void>;
}

/**
 * Stories' first steps of the booking form: the day three days ahead in the trainer's calendar, its
 * 10:00 - 11:00 session and the Puppy session type.
 */
export async function fillRequired(canvas: Canvas, userEvent: Selects) {
  await userEvent.click(await canvas.findByRole('button', { name: dayButtonName(inDays(3)) }));
  await userEvent.click(await canvas.findByRole('button', { name: '10:00 - 11:00' }));
  await userEvent.selectOptions(canvas.getByLabelText('Session Type'), 'Puppy');
}

/** The toasts of the page the story renders in. */
export function toastsOf(canvasElement: HTMLElement) {
  return within(within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' }));
}
