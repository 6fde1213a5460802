import type { ReactElement } from 'react';
import type { SessionUser } from '@petpal/contracts';
import { renderInRemote } from '@petpal/design-system/test-utils/remote-render';
import { nina } from './users';

export { nina, sam } from './users';
export {
  apiError,
  currentUrl,
  ok,
  stubApi as fakeApi,
  type RecordedRequest,
} from '@petpal/design-system/test-utils/remote-render';

interface RenderOptions {
  /** The session user; defaults to Nina, null is a guest, undefined still loading. */
  user?: SessionUser | null;
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern the element is mounted at (for useParams); any path by default. */
  path?: string;
}

/** Renders inside the providers an mfe-community root gets, under a memory router (the location left unset). */
export function renderWithPlatform(ui: ReactElement, options: RenderOptions = {}) {
  return renderInRemote(ui, {
    user: 'user' in options ? options.user : nina,
    route: options.route,
    path: options.path,
    location: null,
  });
}
