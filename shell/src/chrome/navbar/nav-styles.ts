import { css } from 'styled-components';

export const navItemStyles = css`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.spacing[2]};
    min-height: 2.5rem;
    padding: ${theme.spacing[2]} ${theme.spacing[3]};
    font: inherit;
    font-weight: ${theme.fontWeights.medium};
    color: ${theme.colors.text};
    text-decoration: none;
    background: transparent;
    border: 0;
    border-radius: ${theme.radii.md};
    cursor: pointer;

    ${theme.media.mobile} {
      min-height: 2.75rem;
    }

    &:hover {
      color: ${theme.colors.primary.onSubtle};
      background: ${theme.colors.primary.subtle};
    }

    &[aria-current='page'] {
      color: ${theme.colors.primary.onSubtle};
      font-weight: ${theme.fontWeights.semibold};
      box-shadow: inset 0 -2px 0 ${theme.colors.primary.solid};
    }
  `}
`;
