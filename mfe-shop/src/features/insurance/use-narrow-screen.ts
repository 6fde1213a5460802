import { useEffect, useState } from 'react';
import { breakpoints } from '@petpal/design-system';

const QUERY = `(max-width: ${breakpoints.mobile - 0.02}px)`;
const matches = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;

/** True below the design system's mobile breakpoint, following resizes (false where matchMedia is missing). */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(QUERY);
    const update = () => setNarrow(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return narrow;
}
