import type { ReactElement } from 'react';
import type { SessionUser } from '@petpal/contracts';
import { renderInRemote } from '@petpal/design-system/test-utils/remote-render';
import { petOwner } from './users';

export { petOwner, vetUser } from './users';
export { apiError, ok, stubApi as fakeApi, type RecordedRequest } from '@petpal/design-system/test-utils/remote-render';

interface RenderOptions {
  /** The session user; defaults to a pet owner, null is a guest, undefined still loading. */
  user?: SessionUser | null;
  route?: string;
  /** The stored country (currency symbol). */
  country?: string;
}

/** Renders inside the providers an mfe-vet root gets (a parcel has no router; a memory router does no harm). */
export function renderWithPlatform(ui: ReactElement, options: RenderOptions = {}) {
  return renderInRemote(ui, {
    user: 'user' in options ? options.user : petOwner,
    route: options.route,
    country: options.country,
    location: { displayText: '' },
    mount: 'router',
  });
}
