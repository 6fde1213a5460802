import styled, { css } from 'styled-components';
import { Button, Icon, Text } from '@petpal/design-system';

const Pager = styled.nav`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: ${theme.spacing[3]};
  `}
`;

export interface ResultPagerProps {
  page: number;
  pages: number;
  onPage(page: number): void;
}

/** Previous / "Page n of m" / Next under a list of search results; nothing when everything fits one page. */
export function ResultPager({ page, pages, onPage }: ResultPagerProps) {
  if (pages <= 1) return null;
  return (
    <Pager aria-label="Result pages">
      <Button type="button" variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Icon name="chevron-left" size={16} />
        Previous
      </Button>
      <Text>
        Page {page} of {pages}
      </Text>
      <Button type="button" variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
        <Icon name="chevron-right" size={16} />
      </Button>
    </Pager>
  );
}
