import { createGlobalStyle } from 'styled-components';
import { navbarHeight } from './layout';

/**
 * Page frame around the fixed navbar: content starts below it and the footer sits at the bottom. The page area fills
 * the first screen whatever it holds, so the footer starts below the fold and an area that grows as it loads does not
 * push a visible footer down (a layout shift, decision 080).
 */
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
    min-height: calc(100vh - ${navbarHeight});
  }
`;
