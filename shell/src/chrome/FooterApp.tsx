import { useAtomValue } from 'jotai';
import { sessionUserAtom } from '@petpal/design-system/core';
import { Footer } from './footer/Footer';
import { MobileBottomBar } from './footer/MobileBottomBar';

/** The shell-footer application: the footer and, for signed-in visitors, the mobile bottom bar. */
export function FooterApp() {
  const user = useAtomValue(sessionUserAtom);
  return (
    <>
      <Footer />
      {user && <MobileBottomBar />}
    </>
  );
}
