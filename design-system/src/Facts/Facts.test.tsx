import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { CardList, EntryHeader, EntryTitle, Facts, ListEntry } from './Facts';

describe('Facts', () => {
  it('pairs each label with its value in a description list', () => {
    renderWithTheme(
      <Facts>
        <dt>Phone</dt>
        <dd>+91 22 5555 0101</dd>
      </Facts>,
    );
    expect(screen.getByRole('term').textContent).toBe('Phone');
    expect(screen.getByRole('definition').textContent).toBe('+91 22 5555 0101');
  });

  it('lists entries with a level-4 title', () => {
    renderWithTheme(
      <CardList aria-label="Visits">
        <ListEntry>
          <EntryHeader>
            <EntryTitle>Max</EntryTitle>
          </EntryHeader>
        </ListEntry>
      </CardList>,
    );
    expect(screen.getByRole('list', { name: 'Visits' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'Max' })).toBeTruthy();
  });
});
