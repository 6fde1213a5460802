import { useAtomValue } from 'jotai';
import { createLifecycles, sessionUserAtom } from '@petpal/design-system';
import { AlertSettingsCard } from '../features/reports/components/AlertSettingsCard';

/** The nearby-alert settings for the signed-in user, as a parcel for other remotes' pages (the profile). */
function AlertSettingsParcel() {
  const user = useAtomValue(sessionUserAtom);
  return user ? <AlertSettingsCard userId={user.id} /> : null;
}

export const { bootstrap, mount, unmount } = createLifecycles('Nearby alerts', AlertSettingsParcel);
