import { useEffect } from 'react';
import styled, { css } from 'styled-components';
import { Icon, type IconName } from '../Icon';
import { IconButton } from '../internal/IconButton';
import type { ToneName } from '../tokens';

export type ToastVariant = 'success' | 'error' | 'info';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Time on screen before it dismisses itself; default 5000. */
  durationMs?: number;
}

const looks: Record<ToastVariant, { tone: ToneName; icon: IconName }> = {
  success: { tone: 'success', icon: 'check' },
  error: { tone: 'destructive', icon: 'alert' },
  info: { tone: 'info', icon: 'info' },
};

const Item = styled.div<{ $tone: ToneName }>`
  ${({ theme, $tone }) => css`
    display: flex;
    align-items: flex-start;
    gap: ${theme.spacing[3]};
    padding: ${theme.spacing[3]} ${theme.spacing[3]} ${theme.spacing[3]} ${theme.spacing[4]};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-left: 4px solid ${theme.colors[$tone].solid};
    border-radius: ${theme.radii.md};
    box-shadow: ${theme.shadows.md};
    pointer-events: auto;

    > svg {
      flex-shrink: 0;
      margin-top: 0.125rem;
      color: ${theme.colors[$tone].solid};
    }
  `}
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Description = styled.p`
  ${({ theme }) => css`
    margin: ${theme.spacing[1]} 0 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  `}
`;

type ToastItemProps = ToastOptions & { id: number; onDismiss(id: number): void };

export function ToastItem({ id, title, description, variant = 'info', durationMs = 5000, onDismiss }: ToastItemProps) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(id), durationMs);
    return () => clearTimeout(timer);
  }, [id, durationMs, onDismiss]);

  const look = looks[variant];
  return (
    <Item role={variant === 'error' ? 'alert' : undefined} $tone={look.tone}>
      <Icon name={look.icon} size={20} />
      <Content>
        <Title>{title}</Title>
        {description && <Description>{description}</Description>}
      </Content>
      <IconButton icon="close" aria-label="Dismiss notification" onClick={() => onDismiss(id)} />
    </Item>
  );
}
