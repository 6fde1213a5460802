import { useEffect, useState, type RefObject } from 'react';

/** How far below (or above) the window a map starts loading, so it is drawn by the time it scrolls in. */
const AHEAD = '200px';

/**
 * True once the element is in or near the window (and from then on). Without IntersectionObserver (an old
 * browser, jsdom) it is true at once: the map loads as it did before.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
