import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  action?: ReactNode;
}

const Root = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${theme.spacing[2]};
    padding: ${theme.spacing[8]} ${theme.spacing[4]};
    text-align: center;
  `}
`;

const IconWell = styled.div`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 3.5rem;
    height: 3.5rem;
    margin-bottom: ${theme.spacing[2]};
    color: ${theme.colors.primary.onSubtle};
    background: ${theme.colors.primary.subtle};
    border-radius: ${theme.radii.full};
  `}
`;

const Title = styled.p`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.semibold};
  `}
`;

const Description = styled.p`
  margin: 0;
  max-width: 32rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.spacing[3]};
`;

/** What to show when a list or search has nothing in it. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <Root>
      {icon && <IconWell aria-hidden="true">{icon}</IconWell>}
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <Action>{action}</Action>}
    </Root>
  );
}
