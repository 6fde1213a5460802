import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '@petpal/design-system/core';

interface FieldIdOptions {
  id: string | undefined;
  hint: string | undefined;
  error: string | undefined;
  describedBy: string | undefined;
}

/** Ids that tie a control to its label, hint and error. */
function useFieldIds({ id, hint, error, describedBy }: FieldIdOptions) {
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

const FieldRoot = styled.div`
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

function FieldHint({ id, children }: { id: string | undefined; children: string | undefined }) {
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

/** What ties a control to its field: its id, its invalid state and what describes it (hint, error). */
export interface ControlAttributes {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  $invalid: boolean;
}

/** What a field's own props add to its control's: the words around the control. */
export interface FieldTextProps {
  label: string;
  error?: string;
  hint?: string;
}

export interface LabelledFieldProps extends FieldTextProps {
  id?: string;
  className?: string;
  /** Ids of other elements that describe the control, before the hint and the error. */
  describedBy?: string;
  /** The control (or the control and what sits beside it), given the attributes that tie it to the field. */
  children(control: ControlAttributes): ReactNode;
}

/** A label, a hint, the control and its error, as every text field, password field, select and text area has them. */
export function LabelledField({ label, error, hint, id, className, describedBy, children }: LabelledFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={ids.controlId}>{label}</FieldLabel>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      {children({
        id: ids.controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': ids.describedBy,
        $invalid: Boolean(error),
      })}
      <FieldError id={ids.errorId}>{error}</FieldError>
    </FieldRoot>
  );
}

type FieldOwnKeys = keyof FieldTextProps | 'id' | 'className' | 'aria-describedby';

/**
 * Splits a field component's props into the field's (label, hint, error, id, class, describedby) and the
 * control's (the rest), so every text field, password field, select and text area reads them one way.
 * @example const [field, control] = splitFieldProps(props); <LabelledField {...field}>...</LabelledField>
 */
export function splitFieldProps<
  P extends FieldTextProps & { id?: string; className?: string; 'aria-describedby'?: string },
>(props: P): [Omit<LabelledFieldProps, 'children'>, Omit<P, FieldOwnKeys>] {
  const { label, error, hint, id, className, 'aria-describedby': describedBy, ...rest } = props;
  return [{ label, error, hint, id, className, describedBy }, rest];
}

/** What holds a control and what sits on it (a select's chevron, a password's Show button). */
export const ControlWrapper = styled.div`
  position: relative;
`;

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
      &:not(textarea) {
        min-height: 2.75rem;
      }
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
