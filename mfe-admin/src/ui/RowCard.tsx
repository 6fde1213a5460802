import styled, { css } from 'styled-components';

/** A list of rows that are cards: the design system's plain card list. */
export { CardList as RowList } from '@petpal/design-system';

export const RowCard = styled.li`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.spacing[2]};
    min-width: 0;
    padding: ${theme.spacing[4]};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    overflow-wrap: anywhere;
  `}
`;

/** Label/value pairs of a row: one column on a phone, up to four on a desktop. */
export const Details = styled.dl`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: 1fr;
    gap: ${theme.spacing[2]};
    margin: 0;

    ${theme.media.desktop} {
      grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
    }

    dt {
      font-size: ${theme.fontSizes.sm};
      color: ${theme.colors.textMuted};
    }

    dd {
      margin: 0;
    }
  `}
`;

/** The row's buttons, wrapping on a phone. */
export const RowActions = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.spacing[2]};
  `}
`;

/** A filter bar: fields stacked on a phone, in a row on a desktop. */
export const Filters = styled.form`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.spacing[3]};
    margin-bottom: ${theme.spacing[4]};

    ${theme.media.desktop} {
      grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
      align-items: end;
    }
  `}
`;
