import { within } from 'storybook/test';
import { inDays } from './fixtures';
import { dayButtonName } from './trainer-fixtures';

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
