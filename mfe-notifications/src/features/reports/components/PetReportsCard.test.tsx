import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { petReport, someReports } from '../../../test/fixtures';
import { fakeApi, ok, renderWithPlatform } from '../../../test/render';
import { PetReportsCard } from './PetReportsCard';

describe('PetReportsCard', () => {
  it('links the three newest reports of others (plain links: a parcel has no router)', async () => {
    const four = [
      ...someReports,
      petReport({ id: 'c00000000000000000000007' }),
      petReport({ id: 'c00000000000000000000008' }),
    ];
    fakeApi({ 'GET /api/notifications/reports': ok({ reports: four }) });
    renderWithPlatform(<PetReportsCard />);
    const list = await screen.findByRole('list', { name: 'Newest pet reports' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['FOUNDUnknown', `/pet-reports/${someReports[0]!.id}`],
      ['LOSTKiwi', `/pet-reports/${someReports[1]!.id}`],
      ['LOSTBruno', '/pet-reports/c00000000000000000000007'],
    ]);
    expect(screen.getByRole('link', { name: 'View Pet Reports' }).getAttribute('href')).toBe('/pet-reports');
  });

  it('says when there are none', async () => {
    fakeApi({ 'GET /api/notifications/reports': ok({ reports: [] }) });
    renderWithPlatform(<PetReportsCard />);
    expect(await screen.findByText('No active pet reports')).toBeTruthy();
  });
});
