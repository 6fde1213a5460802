import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { renderWithTheme } from '../test-utils/render';
import { PageFrame } from './PageFrame';

describe('PageFrame', () => {
  it('gives the page its one h1, its intro and its content, and names the tab after it', () => {
    renderWithTheme(
      <PageFrame title="Book a Vet" intro="Pick a date and a time.">
        <p>The form</p>
      </PageFrame>,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Book a Vet']);
    expect(screen.getByText('Pick a date and a time.')).toBeTruthy();
    expect(screen.getByText('The form')).toBeTruthy();
    expect(document.title).toBe('Book a Vet · PetPal');
  });

  it('names the tab apart from the heading when asked', () => {
    renderWithTheme(
      <PageFrame title="Pet Sitter Profile" pageTitle="Asha Rao">
        <p>Profile</p>
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pet Sitter Profile' })).toBeTruthy();
    expect(document.title).toBe('Asha Rao · PetPal');
  });

  it('puts the way back above the heading and the actions after it', () => {
    const { container } = renderWithTheme(
      <PageFrame title="Walkers" back={<a href="/community">Back</a>} actions={<Button>Join</Button>}>
        <p>Posts</p>
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Walkers' })).toBeTruthy();
    expect(container.textContent).toBe('BackWalkersJoinPosts');
  });
});
