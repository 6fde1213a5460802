import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stylistMessages } from '@petpal/contracts';
import { bella } from '../../../test/fixtures';
import { apiError, fakeApi, ok, renderWithPlatform, type RecordedRequest } from '../../../test/render';
import { availability, daySlots, meera, stylingAppointment } from '../../../test/stylist-fixtures';
import { stylistPageUrl, stylistUrls } from '../../../lib/stylist-urls';
import { StylistProfilePage } from './StylistProfilePage';

const next = { date: '2026-12-04', startTime: '10:00', startsAt: '2026-12-04T04:30:00.000Z' };

const renderPage = (id = meera.id) =>
  renderWithPlatform(<StylistProfilePage />, { route: stylistPageUrl(id), path: stylistUrls.profile });

describe('StylistProfilePage', () => {
  it("shows the stylist with the rate per hour, the next open time in the stylist's zone, and the calendar", async () => {
    fakeApi({
      [`GET /api/care/stylists/${meera.id}`]: ok({ stylist: meera, nextAvailable: next }),
      [`GET /api/care/stylists/${meera.id}/availability`]: ok(availability),
      [`GET /api/care/stylists/${meera.id}/slots`]: (request: RecordedRequest) =>
        ok(daySlots(request.query.get('date') ?? '')),
      'GET /api/auth/pets': ok({ pets: [bella] }),
      'POST /api/care/stylist-appointments': { status: 201, body: { appointment: stylingAppointment() } },
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeTruthy();
    expect(screen.getByText('₹700 per hour')).toBeTruthy();
    expect(screen.getByText(`December 4, 2026, 10:00 (${meera.timeZone})`)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Book an appointment' })).toBeTruthy();
    await waitFor(() => expect(document.querySelector('button[data-date]')).toBeTruthy());
  });

  it('says so for a stylist that does not exist', async () => {
    fakeApi({ [`GET /api/care/stylists/${meera.id}`]: apiError(404, 'not_found', stylistMessages.stylistNotFound) });
    renderPage();
    expect(await screen.findByText(stylistMessages.stylistNotFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a Pet Stylist' }).getAttribute('href')).toBe(stylistUrls.booking);
  });
});
