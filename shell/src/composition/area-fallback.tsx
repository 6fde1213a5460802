import { createRoot, type Root } from 'react-dom/client';
import { AreaFallback, BaseProviders } from '@petpal/design-system/core';
import { store } from './platform';

const shown = new Map<HTMLElement, Root>();

/** Renders an area's fallback in its container, beside (not instead of) the rest of the page; once. */
export function showFallback(container: HTMLElement, area: string, onRetry: () => void) {
  if (shown.has(container)) return;
  const host = document.createElement('div');
  host.dataset.fallbackFor = area;
  container.appendChild(host);
  const root = createRoot(host);
  shown.set(container, root);
  root.render(
    <BaseProviders store={store}>
      <AreaFallback area={area} onRetry={onRetry} />
    </BaseProviders>,
  );
}

export function hideFallback(container: HTMLElement) {
  const root = shown.get(container);
  if (!root) return;
  shown.delete(container);
  root.unmount();
  container.querySelector('[data-fallback-for]')?.remove();
}
