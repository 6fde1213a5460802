import React, { type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import { PlatformProviders } from './PlatformProviders';
import type { PlatformProps } from './contract';

/**
 * single-spa lifecycles for one React root of a remote (an application or a parcel), rendered
 * inside the platform providers and the area's error boundary.
 */
export function createLifecycles<P extends object = object>(
  area: string,
  Root: ComponentType<P>,
): LifeCycles<PlatformProps & P> {
  function PlatformRoot(props: PlatformProps & P) {
    return (
      <PlatformProviders store={props.store} queryClient={props.queryClient}>
        <AreaErrorBoundary area={area}>
          <Root {...props} />
        </AreaErrorBoundary>
      </PlatformProviders>
    );
  }
  return singleSpaReact({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: PlatformRoot,
    suppressComponentDidCatchWarning: true,
  }) as unknown as LifeCycles<PlatformProps & P>;
}
