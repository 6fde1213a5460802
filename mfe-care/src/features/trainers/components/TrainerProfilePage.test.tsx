import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { trainerMessages } from '@petpal/contracts';
import { bella } from '../../../test/fixtures';
import { apiError, fakeApi, ok, renderWithPlatform } from '../../../test/render';
import { inPerson, meera, ownerSession, trainerAvailability, trainerSlots } from '../../../test/trainer-fixtures';
import { trainerPageUrl, trainerUrls } from '../../../lib/trainer-urls';
import { pickCalendarDay, pickSlot } from '../../../test/booking-calendar-steps';
import { TrainerProfilePage } from './TrainerProfilePage';

const next = { date: '2026-12-03', startTime: '09:00', startsAt: '2026-12-03T03:30:00.000Z' };

const review = {
  id: 'r1',
  rating: 5,
  feedback: 'Our puppy sits now.',
  author: 'Ravi',
  createdAt: '2026-11-21T09:00:00.000Z',
};

const renderPage = (id = meera.id) =>
  renderWithPlatform(<TrainerProfilePage />, { route: trainerPageUrl(id), path: trainerUrls.profile });

describe('TrainerProfilePage', () => {
  it("shows the trainer, the rate per hour and the next session in the trainer's zone, and books from the calendar", async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      [`GET /api/care/trainers/${meera.id}`]: ok({ trainer: meera, nextAvailable: next, reviews: [review] }),
      [`GET /api/care/trainers/${meera.id}/availability`]: ok(trainerAvailability()),
      [`GET /api/care/trainers/${meera.id}/slots`]: ok(trainerSlots('2026-12-03')),
      'GET /api/auth/pets': ok({ pets: [bella] }),
      'POST /api/care/training-appointments': { status: 201, body: { appointment: ownerSession(inPerson) } },
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Nair' })).toBeTruthy();
    expect(screen.getByText('₹1,500 per hour')).toBeTruthy();
    expect(screen.getByText('December 3, 2026, 09:00 (Asia/Kolkata)')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Contact/ })).toBeTruthy();
    const reviews = screen.getByRole('list', { name: 'Reviews of Meera Nair' });
    expect(reviews.textContent).toContain('Ravi · November 21, 2026');
    expect(reviews.textContent).toContain('Our puppy sits now.');
    await pickCalendarDay(user, '2026-12-03');
    await pickSlot(user, '10:00 - 11:00');
    await user.selectOptions(screen.getByLabelText('Session Type'), 'Puppy');
    await user.click(screen.getByRole('button', { name: 'Book Session' }));
    expect(await screen.findByRole('heading', { name: 'Training Session Booked' })).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      trainerId: meera.id,
      appointmentDate: '2026-12-03',
      startTime: '10:00',
      endTime: '11:00',
      scheduleId: 'c10000000000000000000001',
    });
  });

  it('says so for a trainer that does not exist', async () => {
    fakeApi({ [`GET /api/care/trainers/${meera.id}`]: apiError(404, 'not_found', trainerMessages.trainerNotFound) });
    renderPage();
    expect(await screen.findByText(trainerMessages.trainerNotFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a Trainer' }).getAttribute('href')).toBe(trainerUrls.search);
  });
});
