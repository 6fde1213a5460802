import type { ReactElement } from 'react';
import type { SessionUser } from '@petpal/contracts';
import { renderInRemote } from '@petpal/design-system/test-utils/remote-render';
import { petOwner } from './users';

export { petOwner, sitterUser, stylistUser, trainerUser } from './users';
export {
  apiError,
  currentUrl,
  ok,
  stubApi as fakeApi,
  type RecordedRequest,
} from '@petpal/design-system/test-utils/remote-render';

interface RenderOptions {
  /** The session user; defaults to a pet owner, null is a guest, undefined still loading. */
  user?: SessionUser | null;
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern the element is mounted at (for useParams); any path by default. */
  path?: string;
  /** The stored country (currency symbol) and resolved city. */
  country?: string;
  city?: string;
}

/** Renders inside the providers an mfe-care root gets (a parcel has no router; a memory router does no harm). */
export function renderWithPlatform(ui: ReactElement, options: RenderOptions = {}) {
  return renderInRemote(ui, {
    user: 'user' in options ? options.user : petOwner,
    route: options.route,
    path: options.path,
    country: options.country,
    location: { city: options.city ?? '', displayText: '' },
  });
}
