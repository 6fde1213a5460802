import React, { type ComponentType, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import { BaseProviders } from './BaseProviders';
import type { BaseProps } from './contract';

/** Wraps a root's content in its providers, given the root's props. */
export type ProvidersFor<Props> = (props: Props, children: ReactNode) => ReactNode;

/** single-spa lifecycles for one React root, rendered inside its providers and the area's error boundary. */
export function rootLifecycles<Extra extends object, P extends object>(
  area: string,
  Root: ComponentType<P>,
  providers: ProvidersFor<Extra & P>,
): LifeCycles<Extra & P> {
  function AreaRoot(props: Extra & P) {
    return providers(
      props,
      <AreaErrorBoundary area={area}>
        <Root {...props} />
      </AreaErrorBoundary>,
    );
  }
  return singleSpaReact({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: AreaRoot,
    suppressComponentDidCatchWarning: true,
  }) as unknown as LifeCycles<Extra & P>;
}

/** Lifecycles for a root that needs no query client (the shell's chrome and landing page). */
export function createBaseLifecycles<P extends object = object>(
  area: string,
  Root: ComponentType<P>,
): LifeCycles<BaseProps & P> {
  return rootLifecycles<BaseProps, P>(area, Root, ({ store }, children) => (
    <BaseProviders store={store}>{children}</BaseProviders>
  ));
}
