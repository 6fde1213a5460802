import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A screen that loads on its first visit (React.lazy over a named export), so a remote's first route downloads only
 * its own code (decision 072). Render it under a `<Suspense fallback={<PageSkeleton />}>`.
 */
export function lazyScreen<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
