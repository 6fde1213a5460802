import type { ComponentProps } from 'react';
import styled, { css } from 'styled-components';
import { Icon, type IconName } from '@petpal/design-system/core';
import type { ToneName } from '../tokens';

export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

export type AlertProps = {
  variant?: AlertVariant;
  title?: string;
} & Omit<ComponentProps<'div'>, 'title'>;

const looks: Record<AlertVariant, { tone: ToneName; icon: IconName }> = {
  info: { tone: 'info', icon: 'info' },
  success: { tone: 'success', icon: 'check' },
  warning: { tone: 'warning', icon: 'alert' },
  error: { tone: 'destructive', icon: 'alert' },
};

const Root = styled.div<{ $tone: ToneName }>`
  ${({ theme, $tone }) => css`
    display: flex;
    align-items: flex-start;
    gap: ${theme.spacing[3]};
    padding: ${theme.spacing[3]} ${theme.spacing[4]};
    color: ${theme.colors[$tone].onSubtle};
    background: ${theme.colors[$tone].subtle};
    border: 1px solid ${theme.colors[$tone].border};
    border-radius: ${theme.radii.md};

    > svg {
      flex-shrink: 0;
      margin-top: 0.125rem;
    }
  `}
`;

const Title = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing[1]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
`;

/** An inline message; errors interrupt (role="alert"), the rest are polite (role="status"). */
export function Alert({ variant = 'info', title, children, ...rest }: AlertProps) {
  const look = looks[variant];
  return (
    <Root role={variant === 'error' ? 'alert' : 'status'} {...rest} $tone={look.tone}>
      <Icon name={look.icon} size={20} />
      <Content>
        {title && <Title>{title}</Title>}
        {children}
      </Content>
    </Root>
  );
}
