import { GlobalStyle } from '@petpal/design-system/core';
import { ChromeStyle } from './ChromeStyle';
import { Navbar } from './navbar/Navbar';

/** The shell-navbar application: also owns the page-wide styles, since it is always mounted. */
export function NavbarApp() {
  return (
    <>
      <GlobalStyle />
      <ChromeStyle />
      <Navbar />
    </>
  );
}
