import type { MouseEvent } from 'react';
import styled, { css } from 'styled-components';

const Root = styled.a`
  ${({ theme }) => css`
    position: absolute;
    top: ${theme.spacing[2]};
    left: ${theme.spacing[2]};
    z-index: ${theme.zIndex.toast};
    padding: ${theme.spacing[2]} ${theme.spacing[4]};
    font-weight: ${theme.fontWeights.semibold};
    color: ${theme.colors.primary.onSolid};
    background: ${theme.colors.primary.solid};
    border-radius: ${theme.radii.md};
    transform: translateY(-200%);

    &:focus {
      transform: none;
    }
  `}
`;

/** Moves keyboard focus past the navbar; handled here because same-origin link clicks become route changes. */
export function SkipLink() {
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById('page');
    if (!main) return;
    event.preventDefault();
    main.tabIndex = -1;
    main.focus();
  }
  return (
    <Root href="#page" onClick={skip}>
      Skip to main content
    </Root>
  );
}
