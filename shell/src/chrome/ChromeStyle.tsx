import { createGlobalStyle } from 'styled-components';
import { navbarHeight } from './layout';

/** Page frame around the fixed navbar: content starts below it and the footer sits at the bottom. */
export const ChromeStyle = createGlobalStyle`
  html {
    scroll-padding-top: ${navbarHeight};
  }

  body {
    display: flex;
    flex-direction: column;
    min-height: 100vh;
    padding-top: ${navbarHeight};
  }

  #page {
    flex: 1;
  }
`;
