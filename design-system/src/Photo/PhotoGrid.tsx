import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

const Grid = styled.ul<{ $columns: number | undefined; $minColumn: string; $maxWidth: string }>`
  ${({ theme, $columns, $minColumn, $maxWidth }) => css`
    display: grid;
    grid-template-columns: ${$columns ? `repeat(${$columns}, minmax(0, 1fr))` : `repeat(auto-fill, minmax(${$minColumn}, 1fr))`};
    gap: ${theme.spacing[1]};
    width: min(100%, ${$maxWidth});
    margin: 0;
    padding: 0;
    list-style: none;

    a {
      display: block;
      border-radius: ${theme.radii.md};
    }

    a:focus-visible {
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: 2px;
    }
  `}
`;

export interface PhotoGridProps {
  /** The list's name for screen readers, e.g. "Photos from Asha". */
  label: string;
  /** A fixed number of columns; absent: as many columns of at least `minColumn` as fit. */
  columns?: number;
  /** The narrowest column when the count is not fixed. Default 6rem. */
  minColumn?: string;
  /** The grid's widest. Default the full width. */
  maxWidth?: string;
  /** One `<li>` per photo (a `Photo`, or a link around one). */
  children: ReactNode;
}

/** A list of photos side by side (a message's, a report card's), with a visible focus ring on photo links. */
export function PhotoGrid({ label, columns, minColumn = '6rem', maxWidth = '100%', children }: PhotoGridProps) {
  return (
    <Grid aria-label={label} $columns={columns} $minColumn={minColumn} $maxWidth={maxWidth}>
      {children}
    </Grid>
  );
}
