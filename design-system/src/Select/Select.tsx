import type { ComponentProps } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '@petpal/design-system/core';
import { ControlWrapper, controlStyles, type FieldTextProps, LabelledField, splitFieldProps } from '../internal/field';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectProps = FieldTextProps & {
  options: SelectOption[];
  /** First option with an empty value, e.g. "No pet selected". */
  placeholder?: string;
} & Omit<ComponentProps<'select'>, 'children'>;

const Control = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  padding-right: 2.5rem;
  appearance: none;
  cursor: pointer;
`;

const Chevron = styled(Icon)`
  ${({ theme }) => css`
    position: absolute;
    top: 50%;
    right: ${theme.spacing[3]};
    transform: translateY(-50%);
    color: ${theme.colors.textMuted};
    pointer-events: none;
  `}
`;

export function Select(props: SelectProps) {
  const [field, { options, placeholder, ...rest }] = splitFieldProps(props);
  return (
    <LabelledField {...field}>
      {(control) => (
        <ControlWrapper>
          <Control {...rest} {...control}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Control>
          <Chevron name="chevron-down" size={18} />
        </ControlWrapper>
      )}
    </LabelledField>
  );
}
