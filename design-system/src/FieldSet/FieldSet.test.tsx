import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { FieldSet } from './FieldSet';

describe('FieldSet', () => {
  it('is a group named by its legend, holding its children, undescribed without an error', () => {
    renderWithTheme(
      <FieldSet label="Contact Method">
        <input type="radio" name="contact" aria-label="Phone" />
      </FieldSet>,
    );
    const group = screen.getByRole('group', { name: 'Contact Method' });
    expect(group.contains(screen.getByRole('radio', { name: 'Phone' }))).toBe(true);
    expect(group.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows its error as an alert that describes the group', () => {
    renderWithTheme(
      <FieldSet label="Contact Method" error="Please choose a contact method.">
        <input type="radio" name="contact" aria-label="Phone" />
      </FieldSet>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Please choose a contact method.');
    const group = screen.getByRole('group', { name: 'Contact Method' });
    expect(group.getAttribute('aria-describedby')).toBe(alert.id);
  });
});
