import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { ThemeProvider } from 'styled-components';
import { theme } from '../tokens';

/** Each render gets its own jotai store, so shared state (the toast queue) never leaks between tests. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  const store = createStore();
  function Providers({ children }: { children: ReactNode }) {
    return (
      <JotaiProvider store={store}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </JotaiProvider>
    );
  }
  return render(ui, { wrapper: Providers, ...options });
}
