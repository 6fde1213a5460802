import styled, { css } from 'styled-components';

/** A term/value list: "Deductible ₹5,000". */
export const Facts = styled.dl`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${theme.spacing[1]} ${theme.spacing[3]};
    margin: 0;
    dt {
      color: ${theme.colors.textMuted};
    }
    dd {
      margin: 0;
      font-weight: ${theme.fontWeights.semibold};
      /* Amounts stay whole ("₹2,50,000" never breaks after a digit); longer values wrap between words. */
      overflow-wrap: break-word;
    }
  `}
`;

export const CoveredList = styled.ul`
  ${({ theme }) => css`
    margin: 0;
    padding-left: ${theme.spacing[5]};
    font-size: ${theme.fontSizes.sm};
  `}
`;
