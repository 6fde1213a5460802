import { Stack } from '../Layout';
import { TextField, type TextFieldProps } from '../TextField';

/** One time field's registration and message (`form.field(name)`). */
export type TimeFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'step'>;

export interface TimeRangeFieldsProps {
  start: TimeFieldProps;
  end: TimeFieldProps;
}

/** Start and end time side by side, in steps of 5 minutes: a block of hours or a break. */
export function TimeRangeFields({ start, end }: TimeRangeFieldsProps) {
  return (
    <Stack direction="row" gap={3} wrap>
      <TextField {...start} label="Start time" type="time" step={300} />
      <TextField {...end} label="End time" type="time" step={300} />
    </Stack>
  );
}
