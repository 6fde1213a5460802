import styled, { css } from 'styled-components';
import { Checkbox, FieldSet } from '@petpal/design-system';

export interface ChoiceListProps {
  label: string;
  name: string;
  options: readonly string[];
  value: readonly string[];
  onChange(value: string[]): void;
  error?: string;
}

const Options = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
    gap: ${theme.spacing[2]} ${theme.spacing[4]};
  `}
`;

/** A multi-select as a group of checkboxes; the value keeps the options' order. */
export function ChoiceList({ label, name, options, value, onChange, error }: ChoiceListProps) {
  const toggle = (option: string, checked: boolean) =>
    onChange(options.filter((candidate) => (candidate === option ? checked : value.includes(candidate))));
  return (
    <FieldSet label={label} error={error}>
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
    </FieldSet>
  );
}
