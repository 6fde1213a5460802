import type { ComponentType } from 'react';
import type { LifeCycles } from 'single-spa';
import { PlatformProviders } from './PlatformProviders';
import { rootLifecycles } from '@petpal/design-system/core';
import type { PlatformProps } from './contract';

/**
 * single-spa lifecycles for one React root of a remote (an application or a parcel), rendered
 * inside the platform providers and the area's error boundary.
 */
export function createLifecycles<P extends object = object>(
  area: string,
  Root: ComponentType<P>,
): LifeCycles<PlatformProps & P> {
  return rootLifecycles<PlatformProps, P>(area, Root, ({ store, queryClient, parcels }, children) => (
    <PlatformProviders store={store} queryClient={queryClient} parcels={parcels}>
      {children}
    </PlatformProviders>
  ));
}
