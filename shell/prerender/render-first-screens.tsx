// Renders a remote's first screens (its `src/app/first-screens.tsx`, aliased `petpal-first-screens` by
// first-screens.mjs) to HTML and styles, as a guest whose session is still resolving and with no server data:
// whatever depends on the session or the API renders as its loading state, which has the loaded content's size.
// The remote replaces this markup when it mounts (decision 090).
import { writeFileSync } from 'node:fs';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { ServerStyleSheet } from 'styled-components';
import { PlatformProviders } from '@petpal/design-system';
// @ts-expect-error resolved by the bundler (first-screens.mjs)
import { firstScreens } from 'petpal-first-screens';
import type { PrerenderedScreen } from '../platform/prerendered-pages';

const [remote, outFile] = process.argv.slice(2);
if (!remote || !outFile) throw new Error('usage: render-first-screens <remote folder name> <dist/first-screens.json>');

function render(path: string, screen: ReactElement): PrerenderedScreen {
  const sheet = new ServerStyleSheet();
  try {
    // The same tree the remote's lifecycles mount (createLifecycles: the platform's providers around the app,
    // whose router shows `screen` at `path` inside its `data-remote` element).
    const html = renderToString(
      sheet.collectStyles(
        <PlatformProviders store={createStore()} queryClient={new QueryClient()}>
          <StaticRouter location={path}>
            {/* data-prerendered: the shell drops this markup if the area shows something else first (its fallback,
                another page) instead of mounting over it. */}
            <div data-remote={remote} data-prerendered={path}>
              {screen}
            </div>
          </StaticRouter>
        </PlatformProviders>,
      ),
    );
    // Not data-styled: the remote's own styled-components must not adopt these rules (see prerender-landing.tsx).
    const styles = sheet.getStyleTags().replaceAll('data-styled=', 'data-prerendered-styles=');
    return { path, html, styles };
  } finally {
    sheet.seal();
  }
}

const screens = (firstScreens as readonly { path: string; screen: ReactElement }[]).map(({ path, screen }) =>
  render(path, screen),
);
for (const { path, html } of screens) {
  if (!/<h1[\s>]/.test(html)) throw new Error(`${remote}'s first screen at ${path} has no level-1 heading`);
}
writeFileSync(outFile, JSON.stringify(screens));
console.log(`prerendered ${screens.map(({ path }) => path).join(', ')} into ${outFile}`);
