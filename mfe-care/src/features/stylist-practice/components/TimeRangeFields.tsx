import { Stack, TextField, type FieldErrors } from '@petpal/design-system';

export interface TimeRange {
  startTime: string;
  endTime: string;
}

export interface TimeRangeFieldsProps {
  values: TimeRange;
  errors: FieldErrors;
  onChange(change: Partial<TimeRange>): void;
}

/** Start and end time side by side, in steps of 5 minutes: a block of weekly hours or a break. */
export function TimeRangeFields({ values, errors, onChange }: TimeRangeFieldsProps) {
  return (
    <Stack direction="row" gap={3} wrap>
      <TextField
        label="Start time"
        type="time"
        step={300}
        value={values.startTime}
        error={errors.startTime}
        onChange={(event) => onChange({ startTime: event.target.value })}
      />
      <TextField
        label="End time"
        type="time"
        step={300}
        value={values.endTime}
        error={errors.endTime}
        onChange={(event) => onChange({ endTime: event.target.value })}
      />
    </Stack>
  );
}
