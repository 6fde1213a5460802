import { Button, Stack, Text } from '@petpal/design-system';

export interface PagerProps {
  page: number;
  pages: number;
  onPage(page: number): void;
}

/** Previous / Next under a paged list, with where the reader is. */
export function Pager({ page, pages, onPage }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages">
      <Stack direction="row" gap={3} align="center" justify="center">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Text>{`Page ${page} of ${pages}`}</Text>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </Stack>
    </nav>
  );
}
