import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { controlStyles, LabelledField } from '../internal/field';

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
  return (
    <LabelledField label={label} error={error} hint={hint} id={id} className={className} describedBy={describedBy}>
      {(control) => <Input {...rest} {...control} />}
    </LabelledField>
  );
}
