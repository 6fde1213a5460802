import type { ComponentProps } from 'react';
import styled, { css } from 'styled-components';
import { Icon, type IconName } from '../Icon';

type IconButtonProps = Omit<ComponentProps<'button'>, 'children'> & {
  icon: IconName;
  'aria-label': string;
};

const Root = styled.button`
  ${({ theme }) => css`
    display: inline-flex;
    flex-shrink: 0;
    align-items: center;
    justify-content: center;
    width: 2.25rem;
    height: 2.25rem;
    padding: 0;

    ${theme.media.mobile} {
      width: 2.75rem;
      height: 2.75rem;
    }
    color: ${theme.colors.text};
    background: transparent;
    border: 0;
    border-radius: ${theme.radii.md};
    cursor: pointer;

    &:hover:not(:disabled) {
      background: ${theme.colors.neutral.subtle};
    }

    &:disabled {
      cursor: not-allowed;
      opacity: 0.5;
    }
  `}
`;

/** A square, icon-only button; the aria-label is required because there is no visible text. */
export function IconButton({ icon, type = 'button', ...rest }: IconButtonProps) {
  return (
    <Root {...rest} type={type}>
      <Icon name={icon} size={20} />
    </Root>
  );
}
