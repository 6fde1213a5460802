import type { ComponentProps } from 'react';
import styled, { css } from 'styled-components';
import type { ToneName } from '../tokens';

export type BadgeVariant = 'neutral' | 'info' | 'success' | 'warning' | 'destructive';

export type BadgeProps = { variant?: BadgeVariant } & ComponentProps<'span'>;

const Root = styled.span<{ $tone: ToneName }>`
  ${({ theme, $tone }) => css`
    display: inline-flex;
    align-items: center;
    padding: 0.125rem ${theme.spacing[2]};
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.semibold};
    line-height: 1.25;
    letter-spacing: 0.02em;
    color: ${theme.colors[$tone].onSubtle};
    background: ${theme.colors[$tone].subtle};
    border: 1px solid ${theme.colors[$tone].border};
    border-radius: ${theme.radii.full};
    white-space: nowrap;
  `}
`;

export function Badge({ variant = 'neutral', ...rest }: BadgeProps) {
  return <Root {...rest} $tone={variant} />;
}
