import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Card, CardTitle, LoadingLine, Text } from '@petpal/design-system';

interface SettingsCardProps<T> {
  title: string;
  intro: string;
  /** The saved settings, read from the API. */
  settings: UseQueryResult<T>;
  loading: string;
  loadFailed: string;
  /** The form, once the saved settings are in. */
  children: (saved: T) => ReactNode;
}

/** A card of the user's settings: its title and intro, then a loading line, a load failure or the form. */
export function SettingsCard<T>({ title, intro, settings, loading, loadFailed, children }: SettingsCardProps<T>) {
  return (
    <Card>
      <CardTitle>{title}</CardTitle>
      <Text tone="muted">{intro}</Text>
      {settings.isPending && <LoadingLine message={loading} />}
      {settings.isError && <Alert variant="error">{loadFailed}</Alert>}
      {settings.data !== undefined && children(settings.data)}
    </Card>
  );
}

/** The end of a settings form: its form-level error, then its submit button. */
export function SettingsFormEnd({
  error,
  saving,
  label,
}: {
  error: string | undefined;
  saving: boolean;
  label: string;
}) {
  return (
    <>
      {error && <Alert variant="error">{error}</Alert>}
      <div>
        <Button type="submit" loading={saving}>
          {label}
        </Button>
      </div>
    </>
  );
}
