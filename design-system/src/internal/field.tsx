import { useId } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '../Icon';

interface FieldIdOptions {
  id: string | undefined;
  hint: string | undefined;
  error: string | undefined;
  describedBy: string | undefined;
}

/** Ids that tie a control to its label, hint and error. */
export function useFieldIds({ id, hint, error, describedBy }: FieldIdOptions) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return {
    controlId,
    hintId,
    errorId,
    describedBy: [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
}

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing[1]};
`;

export const FieldLabel = styled.label`
  ${({ theme }) => css`
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.semibold};
    color: ${theme.colors.text};
  `}
`;

const Hint = styled.p`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  `}
`;

const ErrorText = styled.p`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.spacing[1]};
    margin: 0;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.destructive.solid};
  `}
`;

export function FieldHint({ id, children }: { id: string | undefined; children: string | undefined }) {
  return children ? <Hint id={id}>{children}</Hint> : null;
}

export function FieldError({ id, children }: { id: string | undefined; children: string | undefined }) {
  return children ? (
    <ErrorText id={id} role="alert">
      <Icon name="alert" size={16} />
      {children}
    </ErrorText>
  ) : null;
}

export const controlStyles = css<{ $invalid: boolean }>`
  ${({ theme, $invalid }) => css`
    width: 100%;
    min-height: 2.5rem;
    padding: ${theme.spacing[2]} ${theme.spacing[3]};
    font-family: inherit;
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.normal};
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
    border: 1px solid ${$invalid ? theme.colors.destructive.solid : theme.colors.borderControl};
    border-radius: ${theme.radii.md};

    ${theme.media.mobile} {
      min-height: 2.75rem;
    }

    &::placeholder {
      color: ${theme.colors.textMuted};
    }

    &:disabled {
      background: ${theme.colors.surfaceSubtle};
      cursor: not-allowed;
    }
  `}
`;
