import { Alert, ApiError, Button, Heading, Stack, Text } from '@petpal/design-system';
import { useAutoships } from '../api/autoship';
import { AUTOSHIP_SAVE_LINE } from '../autoship-format';
import { AutoshipCard } from './AutoshipCard';
import { ColumnList } from '../../../ui/LineList';

export const AUTOSHIPS_LOAD_FAILED = 'We could not load your Autoships. Please try again.';

/**
 * "Autoship" on /pharmas-orders: the signed-in owner's live Autoships (cancelled ones are left out). Nothing
 * when there are none, or when Autoship is not offered to this account (403/404).
 */
export function AutoshipSection({ enabled }: { enabled: boolean }) {
  const autoships = useAutoships(enabled);
  if (!enabled || autoships.isPending) return null;
  if (autoships.isError) {
    const status = autoships.error instanceof ApiError ? autoships.error.status : 0;
    if (status === 403 || status === 404) return null;
    return (
      <Alert variant="error" title={AUTOSHIPS_LOAD_FAILED}>
        <Button variant="outline" size="sm" onClick={() => void autoships.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const live = autoships.data.autoships.filter((autoship) => autoship.status !== 'cancelled');
  if (live.length === 0) return null;
  return (
    <section aria-labelledby="autoship-heading">
      <Stack gap={3}>
        <Heading level={2} id="autoship-heading">
          Autoship
        </Heading>
        <Text tone="muted">{AUTOSHIP_SAVE_LINE}.</Text>
        <ColumnList $gap={3} aria-label="Autoships">
          {live.map((autoship) => (
            <li key={autoship.id}>
              <AutoshipCard autoship={autoship} />
            </li>
          ))}
        </ColumnList>
      </Stack>
    </section>
  );
}
