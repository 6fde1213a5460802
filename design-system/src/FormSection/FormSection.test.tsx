import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { FormSection } from './FormSection';

describe('FormSection', () => {
  it('is a region named by its title, an h3 by default', () => {
    renderWithTheme(<FormSection title="Pet details">body</FormSection>);
    expect(screen.getByRole('region', { name: 'Pet details' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Pet details' })).toBeTruthy();
  });

  it('takes another heading level and a note beside the title', () => {
    renderWithTheme(
      <FormSection title="Holidays" level={2} aside="None yet">
        body
      </FormSection>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Holidays' })).toBeTruthy();
    expect(screen.getByText('None yet')).toBeTruthy();
  });
});
