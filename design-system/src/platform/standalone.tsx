import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { GlobalStyle } from '@petpal/design-system/core';
import { AreaErrorBoundary } from '@petpal/design-system/core';
import { PlatformProviders } from './PlatformProviders';
import { createPlatform } from './create-platform';
import { loadSession } from '@petpal/design-system/core';

/** Runs one remote on its own dev server, against the real API, without the shell. */
export function mountStandalone(area: string, Root: ComponentType) {
  const platform = createPlatform();
  void loadSession(platform.store);
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html needs a #root element');
  createRoot(element).render(
    <PlatformProviders {...platform}>
      <GlobalStyle />
      <AreaErrorBoundary area={area}>
        <Root />
      </AreaErrorBoundary>
    </PlatformProviders>,
  );
}
