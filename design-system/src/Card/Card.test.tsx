import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { Card, CardBody, CardFooter, CardTitle } from './Card';

describe('Card', () => {
  it('renders as the element given in `as`', () => {
    renderWithTheme(
      <Card as="article" aria-label="Pet sitter">
        <CardTitle>Asha</CardTitle>
        <CardBody>Dog walking</CardBody>
        <CardFooter>Footer</CardFooter>
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Pet sitter' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Asha' })).toBeTruthy();
  });
});
