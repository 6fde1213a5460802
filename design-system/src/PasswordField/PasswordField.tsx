import { useState, type ComponentProps } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '@petpal/design-system/core';
import { ControlWrapper, controlStyles, type FieldTextProps, LabelledField, splitFieldProps } from '../internal/field';

export type PasswordFieldProps = FieldTextProps & Omit<ComponentProps<'input'>, 'type'>;

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

export function PasswordField(props: PasswordFieldProps) {
  const [field, rest] = splitFieldProps(props);
  const [visible, setVisible] = useState(false);
  return (
    <LabelledField {...field}>
      {(control) => (
        <ControlWrapper>
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
        </ControlWrapper>
      )}
    </LabelledField>
  );
}
