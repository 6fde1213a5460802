import { useState, type ComponentProps } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '../Icon';
import { controlStyles, LabelledField } from '../internal/field';

export type PasswordFieldProps = {
  label: string;
  error?: string;
  hint?: string;
} & Omit<ComponentProps<'input'>, 'type'>;

const Wrapper = styled.div`
  position: relative;
`;

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
  padding-right: 2.75rem;
`;

const Toggle = styled.button`
  ${({ theme }) => css`
    position: absolute;
    top: 50%;
    right: ${theme.spacing[1]};
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2rem;
    height: 2rem;
    padding: 0;

    ${theme.media.mobile} {
      width: 2.75rem;
      height: 2.75rem;
      right: 0;
    }
    transform: translateY(-50%);
    color: ${theme.colors.textMuted};
    background: none;
    border: 0;
    border-radius: ${theme.radii.sm};
    cursor: pointer;

    &:hover {
      color: ${theme.colors.text};
    }
  `}
`;

export function PasswordField({
  label,
  error,
  hint,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <LabelledField label={label} error={error} hint={hint} id={id} className={className} describedBy={describedBy}>
      {(control) => (
        <Wrapper>
          <Input {...rest} {...control} type={visible ? 'text' : 'password'} />
          <Toggle
            type="button"
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-controls={control.id}
            onClick={() => setVisible((v) => !v)}
            disabled={rest.disabled}
          >
            <Icon name={visible ? 'eye-off' : 'eye'} size={18} />
          </Toggle>
        </Wrapper>
      )}
    </LabelledField>
  );
}
