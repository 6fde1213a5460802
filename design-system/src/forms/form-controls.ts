/** An uncontrolled input a form registers: text, number, date, select, textarea, checkbox or radio. */
export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function isControl(element: unknown): element is Control {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

const isBox = (control: Control, type: 'checkbox' | 'radio'): control is HTMLInputElement =>
  control instanceof HTMLInputElement && control.type === type;

/** A checkbox's own value when it names one ("pet-1"), else it stands for yes/no. */
const namesValue = (box: HTMLInputElement) => box.hasAttribute('value') && box.value !== '' && box.value !== 'on';

/**
 * The value the controls of one name hold: the checked boxes' values when the field is a list (or several boxes
 * share the name), yes/no for a lone box (its value when it names one), the chosen radio's value (null when none),
 * else the text.
 */
export function readControls(controls: readonly Control[], current: unknown): unknown {
  const [first] = controls;
  if (!first) return current;
  if (isBox(first, 'checkbox')) {
    const boxes = controls.filter((control) => isBox(control, 'checkbox'));
    if (Array.isArray(current) || boxes.length > 1)
      return boxes.filter((box) => box.checked && !box.disabled).map((box) => box.value);
    if (!first.checked) return false;
    return namesValue(first) ? first.value : true;
  }
  if (isBox(first, 'radio'))
    return controls.find((control) => isBox(control, 'radio') && control.checked)?.value ?? null;
  return first.value;
}

/** Shows `value` in a control: checks the boxes it names, chooses its radio, or types its text. */
export function writeControl(control: Control, value: unknown): void {
  if (isBox(control, 'checkbox')) {
    control.checked = Array.isArray(value)
      ? value.includes(control.value)
      : value === true || (namesValue(control) && value === control.value);
  } else if (isBox(control, 'radio')) {
    control.checked = value !== null && value !== undefined && control.value === String(value);
  } else if (!(control instanceof HTMLInputElement && control.type === 'file')) {
    const text = value === null || value === undefined ? '' : String(value);
    // Only a change moves the caret.
    if (control.value !== text) control.value = text;
  }
}
