import styled, { css } from 'styled-components';

/** Label and value pairs of a card ("Location", "Phone"...), two columns. */
export const Facts = styled.dl`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${theme.spacing[1]} ${theme.spacing[3]};
    margin: 0;
    font-size: ${theme.fontSizes.sm};

    dt {
      color: ${theme.colors.textMuted};
    }

    dd {
      margin: 0;
      overflow-wrap: anywhere;
    }
  `}
`;

/** A plain list of cards. */
export const CardList = styled.ul`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.spacing[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  `}
`;

/** One bordered entry of a CardList. */
export const ListEntry = styled.li`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.spacing[2]};
    padding: ${theme.spacing[3]} ${theme.spacing[4]};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
  `}
`;

export const EntryHeader = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.spacing[2]};
  `}
`;

export const EntryTitle = styled.h4`
  ${({ theme }) => css`
    margin: 0;
    font-size: ${theme.fontSizes.md};
    font-weight: ${theme.fontWeights.semibold};
  `}
`;

export const EntryActions = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.spacing[2]};
  `}
`;
