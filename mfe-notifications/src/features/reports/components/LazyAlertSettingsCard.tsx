import { Suspense } from 'react';
import { Card, CardTitle, lazyScreen, LoadingLine, Text } from '@petpal/design-system';
import { alertTexts } from '../alert-texts';

// Only a signed-in user's page shows the card: a guest's first screen does without its form code (decision 088).
const AlertSettingsCard = lazyScreen(() => import('./AlertSettingsCard'), 'AlertSettingsCard');

/** The alert settings card, loaded when shown; meanwhile the card as it looks while its settings load. */
export function LazyAlertSettingsCard({ userId }: { userId: string }) {
  return (
    <Suspense
      fallback={
        <Card>
          <CardTitle>{alertTexts.title}</CardTitle>
          <Text tone="muted">{alertTexts.intro}</Text>
          <LoadingLine message={alertTexts.loading} />
        </Card>
      }
    >
      <AlertSettingsCard userId={userId} />
    </Suspense>
  );
}
