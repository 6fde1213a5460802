import styled, { css } from 'styled-components';

/** The round tinted backdrop behind a page's or card's icon. */
export const IconWell = styled.span<{ $size?: 'md' | 'lg' }>`
  ${({ theme, $size = 'md' }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${$size === 'lg' ? '4rem' : '3rem'};
    height: ${$size === 'lg' ? '4rem' : '3rem'};
    color: ${theme.colors.primary.onSubtle};
    background: ${theme.colors.primary.subtle};
    border-radius: ${theme.radii.full};
  `}
`;
