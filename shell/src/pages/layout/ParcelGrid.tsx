import styled, { css } from 'styled-components';

/** Cards that remotes render into a page, two abreast on wide screens. */
export const ParcelGrid = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 26rem), 1fr));
    gap: ${theme.spacing[6]};
    align-items: start;
  `}
`;

/**
 * One dashboard card's place, as tall from the first paint as it will ever be: the remote's card scrolls inside it,
 * and an empty slot (the remote still loading) shows a skeleton. Cards that load at different times, or grow with
 * their data, never move the cards below them (decision 080). Focusable, because it may scroll.
 */
export const CardSlot = styled.section.attrs({ tabIndex: 0 })<{ $tall?: boolean }>`
  ${({ theme, $tall }) => css`
    /* A dashboard card's height; a page of two lists (appointments) gives each most of the screen. */
    --slot-height: ${$tall ? 'min(44rem, 75vh)' : '24rem'};
    height: var(--slot-height);
    overflow-y: auto;
    overscroll-behavior: contain;
    border-radius: ${theme.radii.lg};

    &:focus-visible {
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: 2px;
    }

    [data-parcel] > div:empty:not([hidden])::before {
      content: '';
      display: block;
      height: var(--slot-height);
      border-radius: ${theme.radii.lg};
      background: ${theme.colors.surfaceSubtle};
    }
  `}
`;
