import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { GlobalStyle } from '../tokens';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import { PlatformProviders } from './PlatformProviders';
import { createPlatform } from './create-platform';
import { loadSession } from './session';

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
