import styled, { css } from 'styled-components';
import { Card } from '@petpal/design-system';

/** A one-row card above a page's main part: what was chosen (a search, a trainer) and the way to change it. */
export const SummaryCard = styled(Card)`
  ${({ theme }) => css`
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.spacing[3]};
    padding: ${theme.spacing[4]};
  `}
`;
