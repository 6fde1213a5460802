// Writes the landing page and the chrome (as a guest whose session is still resolving) into the built index.html,
// so the hero paints before any JavaScript runs. The applications then render over it (createRoot replaces it).
// Bundled by build.mjs with packages' ESM entries (styled-components' CommonJS default export does not interoperate).
import { readFileSync, writeFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStore } from 'jotai';
import { ServerStyleSheet } from 'styled-components';
import { BaseProviders, GlobalStyle } from '@petpal/design-system/core';
import { ChromeStyle } from '../src/chrome/ChromeStyle';
import { Footer } from '../src/chrome/footer/Footer';
import { Navbar } from '../src/chrome/navbar/Navbar';
import { LandingPage } from '../src/pages/landing/LandingPage';

const indexFile = process.argv[2];
if (!indexFile) throw new Error('usage: prerender <dist/index.html>');
const sheet = new ServerStyleSheet();
const store = createStore();

function render(node: ReactNode): string {
  return renderToString(sheet.collectStyles(<BaseProviders store={store}>{node}</BaseProviders>));
}

const navbar = render(
  <>
    <GlobalStyle />
    <ChromeStyle />
    <Navbar />
  </>,
);
const landing = render(<LandingPage />);
const footer = render(<Footer />);

// Only / shows the prerendered landing; any other path drops it before the first paint.
const keepOnlyOnLanding =
  "<script>if(location.pathname!=='/')document.getElementById('area-shell-landing').replaceChildren()</script>";

const html = readFileSync(indexFile, 'utf8');
const replacements: [string, string][] = [
  // Not marked data-styled: the client must not adopt these rules (it would number its style groups after the
  // server's and put later components' rules before the design system's), it writes its own.
  ['</head>', `${sheet.getStyleTags().replaceAll('data-styled=', 'data-prerendered-styles=')}</head>`],
  ['<div id="navbar"></div>', `<div id="navbar">${navbar}</div>`],
  [
    '<main id="page"></main>',
    `<main id="page"><div id="area-shell-landing" data-area="shell-landing">${landing}</div></main>${keepOnlyOnLanding}`,
  ],
  ['<div id="footer"></div>', `<div id="footer">${footer}</div>`],
];
let output = html;
for (const [marker, replacement] of replacements) {
  if (!output.includes(marker)) throw new Error(`dist/index.html has no ${marker}: was it already prerendered?`);
  output = output.replace(marker, replacement);
}
writeFileSync(indexFile, output);
sheet.seal();
console.log(`prerendered / into ${indexFile} (${(output.length / 1024).toFixed(1)} KB)`);
