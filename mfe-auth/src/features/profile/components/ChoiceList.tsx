import { useId } from 'react';
import styled, { css } from 'styled-components';
import { Checkbox, Icon } from '@petpal/design-system';

export interface ChoiceListProps {
  label: string;
  name: string;
  options: readonly string[];
  value: readonly string[];
  onChange(value: string[]): void;
  error?: string;
}

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  ${({ theme }) => css`
    margin-bottom: ${theme.spacing[2]};
    padding: 0;
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.semibold};
  `}
`;

const Options = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
    gap: ${theme.spacing[2]} ${theme.spacing[4]};
  `}
`;

const ErrorText = styled.p`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.spacing[1]};
    margin: ${theme.spacing[2]} 0 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.destructive.solid};
  `}
`;

/** A multi-select as a group of checkboxes; the value keeps the options' order. */
export function ChoiceList({ label, name, options, value, onChange, error }: ChoiceListProps) {
  const errorId = `${useId()}-error`;
  const toggle = (option: string, checked: boolean) =>
    onChange(options.filter((candidate) => (candidate === option ? checked : value.includes(candidate))));
  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <Legend>{label}</Legend>
      <Options>
        {options.map((option) => (
          <Checkbox
            key={option}
            name={name}
            value={option}
            label={option}
            checked={value.includes(option)}
            onChange={(event) => toggle(option, event.target.checked)}
          />
        ))}
      </Options>
      {error && (
        <ErrorText id={errorId} role="alert">
          <Icon name="alert" size={16} />
          {error}
        </ErrorText>
      )}
    </Fieldset>
  );
}
