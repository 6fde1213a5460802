import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { FieldError, FieldLabel } from '../internal/field';

export interface FieldSetProps {
  /** The group's accessible name, shown as its legend. */
  label: ReactNode;
  /** Shown under the controls and announced; it also becomes the group's description. */
  error?: string;
  children: ReactNode;
}

const Root = styled.fieldset`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.spacing[2]};
    min-width: 0;
    margin: 0;
    padding: 0;
    border: 0;
  `}
`;

// A rendered legend sits outside the fieldset's flex box, so the gap does not space it: its margin does.
const Legend = styled(FieldLabel)`
  margin-bottom: ${({ theme }) => theme.spacing[2]};
  padding: 0;
`;

/** A named group of controls (radios, checkboxes, cards) with the same label and error look as a single field. */
export function FieldSet({ label, error, children }: FieldSetProps) {
  const errorId = `${useId()}-error`;
  return (
    <Root aria-describedby={error ? errorId : undefined}>
      <Legend as="legend">{label}</Legend>
      {children}
      <FieldError id={errorId}>{error}</FieldError>
    </Root>
  );
}
