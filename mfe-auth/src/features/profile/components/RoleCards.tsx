import { useId } from 'react';
import styled, { css } from 'styled-components';
import type { StoredRole } from '@petpal/contracts';
import { FieldSet } from '@petpal/design-system';
import { roleOptions } from '../roles';

export interface RoleCardsProps {
  value: StoredRole | null;
  onChange(role: StoredRole): void;
  error?: string;
}

const Grid = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.spacing[3]};

    ${theme.media.mobile} {
      grid-template-columns: minmax(0, 1fr);
    }
  `}
`;

/** The whole card is the radio's label, so a click anywhere on it picks the role. */
const Card = styled.label<{ $selected: boolean }>`
  ${({ theme, $selected }) => css`
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: ${theme.spacing[3]};
    row-gap: ${theme.spacing[1]};
    padding: ${theme.spacing[4]};
    background: ${$selected ? theme.colors.primary.subtle : theme.colors.surface};
    border: ${$selected ? 2 : 1}px solid ${$selected ? theme.colors.primary.solid : theme.colors.border};
    border-radius: ${theme.radii.lg};
    box-shadow: ${theme.shadows.sm};
    cursor: pointer;

    &:focus-within {
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: 2px;
    }
  `}
`;

const Radio = styled.input`
  width: 1.125rem;
  height: 1.125rem;
  margin: 0.1875rem 0 0;
  accent-color: ${({ theme }) => theme.colors.primary.solid};
  cursor: pointer;
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Description = styled.span`
  ${({ theme }) => css`
    grid-column: 2;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  `}
`;

/** The seven roles as cards (native radio buttons: arrow keys move between them), one sentence each. */
export function RoleCards({ value, onChange, error }: RoleCardsProps) {
  const baseId = useId();
  return (
    <FieldSet label="I am a..." error={error}>
      <Grid>
        {roleOptions.map((option) => {
          const id = `${baseId}-${option.slug}`;
          return (
            <Card key={option.role} $selected={option.role === value}>
              <Radio
                type="radio"
                id={id}
                name="role"
                value={option.role}
                checked={option.role === value}
                onChange={() => onChange(option.role)}
                aria-labelledby={`${id}-title`}
                aria-describedby={`${id}-description`}
              />
              <Title id={`${id}-title`}>{option.label}</Title>
              <Description id={`${id}-description`}>{option.description}</Description>
            </Card>
          );
        })}
      </Grid>
    </FieldSet>
  );
}
