import { fireEvent, within } from 'storybook/test';
import { inDays } from './fixtures';

type Canvas = ReturnType<typeof within>;
interface Selects {
  selectOptions(element: Element, value: string): Promise<void>;
}

/**
 * Stories' first steps of the booking form: a date three days ahead (a change event: a browser's date
 * field takes no typed text), 10:00 (the end follows at 11:00) and the Puppy session.
 */
export async function fillRequired(canvas: Canvas, userEvent: Selects) {
  fireEvent.change(canvas.getByLabelText('Date'), { target: { value: inDays(3) } });
  await userEvent.selectOptions(canvas.getByLabelText('Start Time'), '10:00');
  await userEvent.selectOptions(canvas.getByLabelText('Session Type'), 'Puppy');
}

/** The toasts of the page the story renders in. */
export function toastsOf(canvasElement: HTMLElement) {
  return within(within(canvasElement.ownerDocument.body).getByRole('region', { name: 'Notifications' }));
}
