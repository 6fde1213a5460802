import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { locationAtom } from '@petpal/design-system';
import { NotificationsRoutes } from '../app/NotificationsApp';
import type { SessionUser } from '@petpal/contracts';
import type { Routes } from '@petpal/design-system/test-utils/fake-fetch';
import { renderInRemote, stubApi } from '@petpal/design-system/test-utils/remote-render';
import { FakeEventSource } from './fake-event-source';
import { petOwner } from './users';

export { petOwner } from './users';
export { apiError, ok, type RecordedRequest } from '@petpal/design-system/test-utils/remote-render';
export { FakeEventSource } from './fake-event-source';

/** Renders inside the providers a parcel gets (no router: the bell lives in the shell's navbar). */
export function renderWithPlatform(ui: ReactElement, options: { user?: SessionUser | null } = {}) {
  return renderInRemote(ui, { user: 'user' in options ? options.user : petOwner, location: null, mount: 'none' });
}

/** Stubs fetch with a fake API and EventSource with FakeEventSource for this test; returns the requests. */
export function fakeApi(routes: Routes) {
  const requests = stubApi(routes);
  vi.stubGlobal('EventSource', FakeEventSource);
  return requests;
}

/**
 * Renders the remote's pages at `route` as its root does (a memory router instead of the browser's), with
 * the resolved location's text when given.
 */
export function renderRoute(route: string, options: { user?: SessionUser | null; place?: string } = {}) {
  const rendered = renderWithPlatform(
    <MemoryRouter initialEntries={[route]}>
      <NotificationsRoutes />
    </MemoryRouter>,
    'user' in options ? { user: options.user } : {},
  );
  rendered.store.set(locationAtom, {
    city: '',
    state: '',
    country: 'India',
    displayText: options.place ?? 'Detecting location...',
    loading: options.place === undefined,
    error: null,
  });
  return rendered;
}
