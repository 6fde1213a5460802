import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, renderWithPlatform } from '../../../test/render';
import { PetVisitNotesPage } from './PetVisitNotesPage';

describe('PetVisitNotesPage', () => {
  it('lists the notes vets wrote, newest first as the API sends them', async () => {
    fakeApi({
      'GET /api/vet/visit-notes': ok({
        notes: [
          {
            appointmentId: 'e1',
            vetName: 'Dr. Asha Rao',
            pet: { name: 'Bella', breed: 'Beagle' },
            date: '2026-11-02',
            startTime: '09:00',
            notes: 'Ear drops twice a day.',
            updatedAt: '2026-11-02T10:00:00.000Z',
          },
        ],
      }),
    });
    renderWithPlatform(<PetVisitNotesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pet Visit Notes' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Visit notes' });
    expect(list.textContent).toContain('November 2, 2026 · Dr. Asha Rao');
    expect(list.textContent).toContain('Bella (Beagle)');
    expect(list.textContent).toContain('Ear drops twice a day.');
  });

  it('says when there are none', async () => {
    fakeApi({ 'GET /api/vet/visit-notes': ok({ notes: [] }) });
    renderWithPlatform(<PetVisitNotesPage />);
    expect(await screen.findByText('No visit notes yet')).toBeTruthy();
  });

  it('asks a guest to log in', () => {
    const requests = fakeApi({});
    renderWithPlatform(<PetVisitNotesPage />, { user: null });
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(requests).toHaveLength(0);
  });
});
