import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { controlStyles, type FieldTextProps, LabelledField, splitFieldProps } from '../internal/field';

export type TextAreaProps = FieldTextProps & ComponentProps<'textarea'>;

const Control = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 6rem;
  resize: vertical;
`;

export function TextArea(props: TextAreaProps) {
  const [field, rest] = splitFieldProps(props);
  return <LabelledField {...field}>{(control) => <Control {...rest} {...control} />}</LabelledField>;
}
