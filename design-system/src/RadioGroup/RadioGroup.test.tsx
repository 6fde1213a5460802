import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { RadioGroup } from './RadioGroup';

describe('RadioGroup', () => {
  it('is a named group whose options report their value', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <RadioGroup
        label="Appointment Type"
        name="type"
        value="in_person"
        onChange={onChange}
        options={[
          { value: 'in_person', label: 'In person' },
          { value: 'teleconsultation', label: 'Teleconsultation', description: 'Video call with the vet' },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Appointment Type' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'In person' })).toHaveProperty('checked', true);
    const tele = screen.getByRole('radio', { name: 'Teleconsultation' });
    expect(document.getElementById(tele.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Video call with the vet',
    );
    await userEvent.click(tele);
    expect(onChange).toHaveBeenCalledWith('teleconsultation');
  });

  it('shows a missing choice as an alert that describes the group', () => {
    renderWithTheme(
      <RadioGroup
        label="Gets along with other dogs"
        name="dogs"
        value=""
        onChange={vi.fn()}
        error="Please tell us whether your pets get along with other dogs."
        options={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Please tell us whether your pets get along with other dogs.');
    expect(screen.getByRole('group', { name: 'Gets along with other dogs' }).getAttribute('aria-describedby')).toBe(
      alert.id,
    );
  });
});
