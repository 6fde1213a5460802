import type { ComponentProps } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '../Icon';
import { controlStyles, LabelledField } from '../internal/field';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectProps = {
  label: string;
  options: SelectOption[];
  /** First option with an empty value, e.g. "No pet selected". */
  placeholder?: string;
  error?: string;
  hint?: string;
} & Omit<ComponentProps<'select'>, 'children'>;

const Wrapper = styled.div`
  position: relative;
`;

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

export function Select({
  label,
  options,
  placeholder,
  error,
  hint,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: SelectProps) {
  return (
    <LabelledField label={label} error={error} hint={hint} id={id} className={className} describedBy={describedBy}>
      {(control) => (
        <Wrapper>
          <Control {...rest} {...control}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Control>
          <Chevron name="chevron-down" size={18} />
        </Wrapper>
      )}
    </LabelledField>
  );
}
