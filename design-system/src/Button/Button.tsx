import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { SpinnerGlyph } from '../Spinner/SpinnerGlyph';
import { buttonStyles, type ButtonStyleProps, type ButtonStyleTransientProps } from './button-styles';

export type ButtonProps = ComponentProps<'button'> &
  ButtonStyleProps & {
    /** Shows a spinner, disables the button and marks it aria-busy. */
    loading?: boolean;
  };

const StyledButton = styled.button<ButtonStyleTransientProps>`
  ${buttonStyles}
`;

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <SpinnerGlyph $size="sm" />}
      {children}
    </StyledButton>
  );
}
