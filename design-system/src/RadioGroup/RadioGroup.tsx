import { useId } from 'react';
import styled, { css } from 'styled-components';
import { FieldSet } from '../FieldSet';

export interface RadioOption {
  value: string;
  label: string;
  description?: string;
}

export interface RadioGroupProps {
  label: string;
  name: string;
  options: RadioOption[];
  value: string;
  onChange(value: string): void;
  /** Shown under the options and announced, e.g. when a required choice is missing. */
  error?: string;
}

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[3]};
`;

const Option = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.spacing[2]};
  align-items: start;
`;

const Radio = styled.input`
  width: 1.125rem;
  height: 1.125rem;
  margin: 0.1875rem 0 0;
  accent-color: ${({ theme }) => theme.colors.primary.solid};
  cursor: pointer;
`;

const OptionLabel = styled.label`
  cursor: pointer;
`;

const Description = styled.span`
  ${({ theme }) => css`
    grid-column: 2;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  `}
`;

export function RadioGroup({ label, name, options, value, onChange, error }: RadioGroupProps) {
  const baseId = useId();
  return (
    <FieldSet label={label} error={error}>
      <Options>
        {options.map((option, index) => {
          const id = `${baseId}-${index}`;
          return (
            <Option key={option.value}>
              <Radio
                type="radio"
                id={id}
                name={name}
                value={option.value}
                checked={option.value === value}
                onChange={() => onChange(option.value)}
                aria-describedby={option.description ? `${id}-description` : undefined}
              />
              <OptionLabel htmlFor={id}>{option.label}</OptionLabel>
              {option.description && <Description id={`${id}-description`}>{option.description}</Description>}
            </Option>
          );
        })}
      </Options>
    </FieldSet>
  );
}
