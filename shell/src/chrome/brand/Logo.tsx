import styled, { css } from 'styled-components';
import { Icon } from '@petpal/design-system/core';

const Mark = styled.span`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.25rem;
    height: 2.25rem;
    color: ${theme.colors.primary.onSolid};
    background: ${theme.colors.primary.solid};
    border-radius: ${theme.radii.full};
  `}
`;

const Wordmark = styled.span`
  ${({ theme }) => css`
    font-size: ${theme.fontSizes.xl};
    font-weight: ${theme.fontWeights.bold};
    color: ${theme.colors.primary.onSubtle};
    letter-spacing: -0.01em;
  `}
`;

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing[2]};
`;

/** The PetPal paw mark and wordmark; its text is the accessible name of whatever wraps it. */
export function Logo() {
  return (
    <Root>
      <Mark>
        <Icon name="paw" size={20} />
      </Mark>
      <Wordmark>PetPal</Wordmark>
    </Root>
  );
}
