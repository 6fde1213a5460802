import { createRoot, type Root } from 'react-dom/client';
import { AreaFallback, PlatformProviders, type PlatformProps } from '@petpal/design-system';

const shown = new Map<HTMLElement, Root>();

/** Renders an area's fallback in its container, beside (not instead of) the rest of the page. */
export function showFallback(container: HTMLElement, area: string, platform: PlatformProps, onRetry: () => void) {
  hideFallback(container);
  const host = document.createElement('div');
  host.dataset.fallbackFor = area;
  container.appendChild(host);
  const root = createRoot(host);
  shown.set(container, root);
  root.render(
    <PlatformProviders {...platform}>
      <AreaFallback area={area} onRetry={onRetry} />
    </PlatformProviders>,
  );
}

export function hideFallback(container: HTMLElement) {
  const root = shown.get(container);
  if (!root) return;
  shown.delete(container);
  root.unmount();
  container.querySelector('[data-fallback-for]')?.remove();
}
