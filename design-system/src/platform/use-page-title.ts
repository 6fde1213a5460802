import { useEffect } from 'react';

/** Names the browser tab after the page ("Payments · PetPal"), restoring the previous title when the page goes away. */
export function usePageTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · PetPal`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
