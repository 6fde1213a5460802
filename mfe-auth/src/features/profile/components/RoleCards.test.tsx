import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { STORED_ROLES } from '@petpal/contracts';
import { theme } from '@petpal/design-system';
import { RoleCards } from './RoleCards';

const renderCards = (props: Partial<Parameters<typeof RoleCards>[0]> = {}) => {
  const onChange = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <RoleCards value={null} onChange={onChange} {...props} />
    </ThemeProvider>,
  );
  return onChange;
};

describe('role cards', () => {
  it('offers the seven roles as radio buttons, each described by its sentence', () => {
    renderCards();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(7);
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([...STORED_ROLES]);
    const vet = screen.getByRole('radio', { name: 'Veterinary Doctor' });
    const description = document.getElementById(vet.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Offer in-person visits and teleconsultations to pet owners.');
  });

  it('reports the picked role and shows the current one as checked', () => {
    const onChange = renderCards({ value: 'pet_sitter' });
    expect((screen.getByRole('radio', { name: 'Pet Sitter' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Pharmacist' }));
    expect(onChange).toHaveBeenCalledWith('pharmacist');
  });

  it('shows an error tied to the group', () => {
    renderCards({ error: 'Please choose a role to continue.' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Please choose a role to continue.');
    expect(screen.getByRole('group').getAttribute('aria-describedby')).toBe(alert.id);
  });
});
