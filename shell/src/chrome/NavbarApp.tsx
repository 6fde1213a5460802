import { BrowserRouter } from 'react-router-dom';
import { GlobalStyle } from '@petpal/design-system';
import { ChromeStyle } from './ChromeStyle';
import { Navbar } from './navbar/Navbar';

/** The shell-navbar application: also owns the page-wide styles, since it is always mounted. */
export function NavbarApp() {
  return (
    <BrowserRouter>
      <GlobalStyle />
      <ChromeStyle />
      <Navbar />
    </BrowserRouter>
  );
}
