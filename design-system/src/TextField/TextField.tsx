import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldError, FieldHint, FieldLabel, FieldRoot, useFieldIds } from '../internal/field';

export type TextFieldProps = {
  label: string;
  error?: string;
  hint?: string;
} & ComponentProps<'input'>;

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

export function TextField({
  label,
  error,
  hint,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={ids.controlId}>{label}</FieldLabel>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <Input
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
