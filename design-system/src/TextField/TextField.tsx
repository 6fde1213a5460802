import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { controlStyles, type FieldTextProps, LabelledField, splitFieldProps } from '../internal/field';

export type TextFieldProps = FieldTextProps & ComponentProps<'input'>;

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

export function TextField(props: TextFieldProps) {
  const [field, rest] = splitFieldProps(props);
  return <LabelledField {...field}>{(control) => <Input {...rest} {...control} />}</LabelledField>;
}
