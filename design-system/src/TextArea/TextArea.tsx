import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { controlStyles, LabelledField } from '../internal/field';

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
  return (
    <LabelledField label={label} error={error} hint={hint} id={id} className={className} describedBy={describedBy}>
      {(control) => <Control {...rest} {...control} />}
    </LabelledField>
  );
}
