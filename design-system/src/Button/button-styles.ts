import { css, type DefaultTheme } from 'styled-components';
import type { Tone } from '../tokens';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

export interface ButtonStyleTransientProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const solid = (tone: Tone) => css`
  background: ${tone.solid};
  color: ${tone.onSolid};

  &:hover:not(:disabled) {
    background: ${tone.solidHover};
  }
`;

const variantStyles = (theme: DefaultTheme, variant: ButtonVariant) => {
  switch (variant) {
    case 'primary':
      return solid(theme.colors.primary);
    case 'secondary':
      return solid(theme.colors.secondary);
    case 'destructive':
      return solid(theme.colors.destructive);
    case 'outline':
      return css`
        background: ${theme.colors.surface};
        color: ${theme.colors.primary.onSubtle};
        border-color: ${theme.colors.primary.solid};

        &:hover:not(:disabled) {
          background: ${theme.colors.primary.subtle};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${theme.colors.text};

        &:hover:not(:disabled) {
          background: ${theme.colors.neutral.subtle};
        }
      `;
    case 'link':
      return css`
        min-height: 0;
        padding: 0;
        background: none;
        color: ${theme.colors.link};
        text-decoration: underline;
        text-underline-offset: 0.15em;

        &:hover:not(:disabled) {
          text-decoration-thickness: 2px;
        }
      `;
  }
};

/** On phones every button is a tap target of at least 44 px (WCAG 2.5.5), whatever its size. */
const tapTarget = (theme: DefaultTheme, variant: ButtonVariant) =>
  variant === 'link'
    ? ''
    : css`
        ${theme.media.mobile} {
          min-height: max(2.75rem, var(--button-height));
        }
      `;

const sizeStyles = (theme: DefaultTheme, size: ButtonSize) => {
  const spec = {
    sm: { height: '2rem', padding: theme.spacing[3], font: theme.fontSizes.sm },
    md: { height: '2.5rem', padding: theme.spacing[4], font: theme.fontSizes.md },
    lg: { height: '3rem', padding: theme.spacing[6], font: theme.fontSizes.lg },
  }[size];
  return css`
    --button-height: ${spec.height};
    min-height: ${spec.height};
    padding: 0 ${spec.padding};
    font-size: ${spec.font};
  `;
};

export const buttonStyles = css<ButtonStyleTransientProps>`
  ${({ theme, $size, $variant, $fullWidth }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${theme.spacing[2]};
    width: ${$fullWidth ? '100%' : 'auto'};
    border: 1px solid transparent;
    border-radius: ${theme.radii.md};
    font-family: inherit;
    font-weight: ${theme.fontWeights.semibold};
    line-height: ${theme.lineHeights.tight};
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
    transition: background-color 120ms ease;
    ${sizeStyles(theme, $size)}
    ${variantStyles(theme, $variant)}
    ${tapTarget(theme, $variant)}

    &:disabled {
      cursor: not-allowed;
      opacity: 0.6;
    }

    &[aria-busy='true'] {
      cursor: progress;
    }
  `}
`;
