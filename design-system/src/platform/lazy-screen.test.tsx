import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageSkeleton } from '../Skeleton';
import { renderWithTheme } from '../test-utils/render';
import { lazyScreen } from './lazy-screen';

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

describe('lazyScreen', () => {
  it('shows the page spinner until the named screen has loaded, then the screen with its props', async () => {
    let arrive: (module: { Greeting: typeof Greeting }) => void = () => undefined;
    const Lazy = lazyScreen(
      () => new Promise<{ Greeting: typeof Greeting }>((resolve) => (arrive = resolve)),
      'Greeting',
    );
    renderWithTheme(
      <Suspense fallback={<PageSkeleton />}>
        <Lazy name="Rex" />
      </Suspense>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading page');
    arrive({ Greeting });
    expect(await screen.findByRole('heading', { name: 'Hello Rex' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
