import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ResolvedLocation } from '../platform/atoms';

/**
 * How a remote's element is mounted in a test or story: at a route pattern in a memory router (the default),
 * straight inside a memory router ('router'), or with no router at all ('none': a parcel the shell mounts).
 */
export type RemoteMount = 'route' | 'router' | 'none';

/** The resolved location a remote's test or story starts with: resolved, the country's name as its text. */
export function remoteLocation(country = 'India', location: Partial<ResolvedLocation> = {}): ResolvedLocation {
  return { city: '', state: '', country, displayText: country, loading: false, error: null, ...location };
}

/** The element as `mount` says, the router starting at `route`; `extra` goes beside the routes when routed. */
export function mounted(ui: ReactNode, mount: RemoteMount = 'route', route = '/', path = '*', extra?: ReactNode) {
  if (mount === 'none') return ui;
  if (mount === 'router') return <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>;
  return (
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path={path} element={ui} />
      </Routes>
      {extra}
    </MemoryRouter>
  );
}
