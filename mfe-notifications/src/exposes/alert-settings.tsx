import { useAtomValue } from 'jotai';
import { createLifecycles, sessionUserAtom, Stack } from '@petpal/design-system';
import { NoticeSettingsCard } from '../features/bell/components/NoticeSettingsCard';
import { AlertSettingsCard } from '../features/reports/components/AlertSettingsCard';

/**
 * The signed-in user's nearby-alert settings and the kinds of notice they hear of, as a parcel for other
 * remotes' pages (the profile).
 */
function AlertSettingsParcel() {
  const user = useAtomValue(sessionUserAtom);
  if (!user) return null;
  return (
    <Stack gap={4}>
      <AlertSettingsCard userId={user.id} />
      <NoticeSettingsCard userId={user.id} />
    </Stack>
  );
}

export const { bootstrap, mount, unmount } = createLifecycles('Nearby alerts', AlertSettingsParcel);
