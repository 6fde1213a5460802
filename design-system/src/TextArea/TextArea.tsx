import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldError, FieldHint, FieldLabel, FieldRoot, useFieldIds } from '../internal/field';

export type TextAreaProps = {
  label: string;
  error?: string;
  hint?: string;
} & ComponentProps<'textarea'>;

const Control = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 6rem;
  resize: vertical;
`;

export function TextArea({
  label,
  error,
  hint,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={ids.controlId}>{label}</FieldLabel>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <Control
        {...rest}
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        $invalid={Boolean(error)}
      />
      <FieldError id={ids.errorId}>{error}</FieldError>
    </FieldRoot>
  );
}
