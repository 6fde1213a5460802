import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps, type ButtonStyleTransientProps } from './button-styles';

export type ButtonLinkProps = ComponentProps<'a'> & ButtonStyleProps;

const StyledLink = styled.a<ButtonStyleTransientProps>`
  ${buttonStyles}
`;

/** Looks like a Button, navigates like a link. */
export function ButtonLink({ variant = 'primary', size = 'md', fullWidth = false, ...rest }: ButtonLinkProps) {
  return <StyledLink {...rest} $variant={variant} $size={size} $fullWidth={fullWidth} />;
}
