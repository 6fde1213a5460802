import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { Heading } from './Heading';
import { Stack } from './Stack';
import { Text } from './Text';

describe('Heading', () => {
  it.each([1, 2, 3, 4] as const)('renders level %i as the matching h element', (level) => {
    renderWithTheme(<Heading level={level}>Title</Heading>);
    expect(screen.getByRole('heading', { level, name: 'Title' }).tagName).toBe(`H${level}`);
  });
});

describe('Stack and Text', () => {
  it('keep styling props off the DOM', () => {
    renderWithTheme(
      <Stack gap={2} direction="row" data-testid="stack">
        <Text tone="muted">Hello</Text>
      </Stack>,
    );
    expect(screen.getByTestId('stack').hasAttribute('direction')).toBe(false);
    expect(screen.getByText('Hello').hasAttribute('tone')).toBe(false);
  });
});
