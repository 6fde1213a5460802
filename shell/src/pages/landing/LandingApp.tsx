import { useEffect } from 'react';
import { LandingPage } from './LandingPage';

/** The shell-landing application: the landing page alone, without a router, so a first visit loads little. */
export function LandingApp() {
  // A new page starts at its top, as a full page load would (the other pages' ScrollToTop).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return <LandingPage />;
}
