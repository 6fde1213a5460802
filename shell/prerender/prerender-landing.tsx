// Writes the landing page and the chrome (as a guest whose session is still resolving) into the built index.html,
// so the hero paints before any JavaScript runs. The applications then render over it (createRoot replaces it).
// Also writes frame.html: the same chrome around an empty page area, which the platform's server fills with a
// remote's prerendered first screen (decision 090). Bundled by build.mjs (esbuild-node.mjs).
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

const [indexFile, frameFile] = process.argv.slice(2);
if (!indexFile || !frameFile) throw new Error('usage: prerender <dist/index.html> <dist/frame.html>');
const chromeSheet = new ServerStyleSheet();
const landingSheet = new ServerStyleSheet();
const store = createStore();

function render(node: ReactNode, sheet = chromeSheet): string {
  return renderToString(sheet.collectStyles(<BaseProviders store={store}>{node}</BaseProviders>));
}

const navbar = render(
  <>
    <GlobalStyle />
    <ChromeStyle />
    <Navbar />
  </>,
);
const landing = render(<LandingPage />, landingSheet);
const footer = render(<Footer />);

// Only / shows the prerendered landing; any other path drops it before the first paint.
const keepOnlyOnLanding =
  "<script>if(location.pathname!=='/')document.getElementById('area-shell-landing').replaceChildren()</script>";

// Not marked data-styled: the client must not adopt these rules (it would number its style groups after the
// server's and put later components' rules before the design system's), it writes its own.
const styleTags = (sheet: ServerStyleSheet) =>
  sheet.getStyleTags().replaceAll('data-styled=', 'data-prerendered-styles=');

function fill(html: string, replacements: [string, string][]): string {
  let output = html;
  for (const [marker, replacement] of replacements) {
    if (!output.includes(marker)) throw new Error(`dist/index.html has no ${marker}: was it already prerendered?`);
    output = output.replace(marker, replacement);
  }
  return output;
}

const built = readFileSync(indexFile, 'utf8');
const chrome: [string, string][] = [
  ['<div id="navbar"></div>', `<div id="navbar">${navbar}</div>`],
  ['<div id="footer"></div>', `<div id="footer">${footer}</div>`],
];
const index = fill(built, [
  ['</head>', `${styleTags(chromeSheet)}${styleTags(landingSheet)}</head>`],
  [
    '<main id="page"></main>',
    `<main id="page"><div id="area-shell-landing" data-area="shell-landing">${landing}</div></main>${keepOnlyOnLanding}`,
  ],
  ...chrome,
]);
const frame = fill(built, [['</head>', `${styleTags(chromeSheet)}</head>`], ...chrome]);
writeFileSync(indexFile, index);
writeFileSync(frameFile, frame);
chromeSheet.seal();
landingSheet.seal();
console.log(`prerendered / into ${indexFile} (${(index.length / 1024).toFixed(1)} KB) and the frame into ${frameFile}`);
