import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { trainerMessages } from '@petpal/contracts';
import type { Routes } from '@petpal/design-system/test-utils/fake-fetch';
import { standingOf, STANDING_ROUTE, verifiedProvider } from '@petpal/design-system/test-utils/provider-standing';
import {
  apiError,
  fakeApi,
  ok,
  petOwner,
  renderWithPlatform,
  trainerUser,
  type RecordedRequest,
} from '../../../test/render';
import { trainerInbox } from '../../../test/trainer-fixtures';
import { TrainerPracticePage } from './TrainerPracticePage';

const { pending, booked, declined } = trainerInbox();

function api(overrides: Routes = {}) {
  return fakeApi({
    ...verifiedProvider('pet_trainer'),
    'GET /api/care/trainer-practice/appointments': (request: RecordedRequest) =>
      ok({ appointments: request.query.get('scope') === 'past' ? [declined] : [pending, booked] }),
    ...overrides,
  });
}

const renderPage = () => renderWithPlatform(<TrainerPracticePage />, { user: trainerUser });
const entry = (list: HTMLElement, index: number) => within(list).getAllByRole('listitem')[index]!;

describe('TrainerPracticePage', () => {
  it('is for pet trainers only', () => {
    const requests = api();
    renderWithPlatform(<TrainerPracticePage />, { user: petOwner });
    expect(screen.getByText(/This page is for pet trainers/)).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('shows a trainer whose application lacks the ID check what is missing instead of the sessions', async () => {
    api({
      [STANDING_ROUTE]: standingOf('pet_trainer', {
        status: 'pending',
        missing: [{ field: 'idCheck', label: 'ID check' }],
        submittedAt: null,
      }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Pending verification' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Still missing' }).textContent).toBe('ID check');
    expect(screen.getByRole('link', { name: 'Complete your profile' }).getAttribute('href')).toBe(
      '/profile/pet-trainer',
    );
  });

  it('lists online requests to answer first, then confirmed sessions with the owner’s phone', async () => {
    api();
    renderPage();
    const incoming = await screen.findByRole('list', { name: 'Incoming sessions' });
    const first = entry(incoming, 0);
    for (const text of [
      'Puppy training for Sam K.',
      'Pending',
      'Online (Zoom)',
      'https://zoom.us/j/123456789',
      'Bella (Beagle)',
      'Bella pulls on the lead.',
      '₹1,500.00, charged 24 hours before the session',
      'Answer by',
    ]) {
      expect(first.textContent).toContain(text);
    }
    expect(first.textContent).not.toContain('Owner’s phone');
    const second = entry(incoming, 1);
    expect(second.textContent).toContain('In person');
    expect(second.textContent).toContain('Owner’s phone+91 90000 11111');
    expect(within(second).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('accepts an online request', async () => {
    const user = userEvent.setup();
    const requests = api({
      [`POST /api/care/trainer-practice/appointments/${pending.id}/accept`]: ok({
        appointment: { ...pending, status: 'confirmed', canAnswer: false, expiresAt: null },
      }),
    });
    renderPage();
    const incoming = await screen.findByRole('list', { name: 'Incoming sessions' });
    await user.click(within(entry(incoming, 0)).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Training session accepted')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST' && r.path.endsWith('/accept'))).toBe(true);
  });

  it("shows the API's message when accepting is refused (an expired request)", async () => {
    const user = userEvent.setup();
    api({
      [`POST /api/care/trainer-practice/appointments/${pending.id}/accept`]: apiError(
        409,
        'conflict',
        trainerMessages.expired,
      ),
    });
    renderPage();
    const incoming = await screen.findByRole('list', { name: 'Incoming sessions' });
    await user.click(within(entry(incoming, 0)).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.getAllByText(trainerMessages.expired)).toHaveLength(2));
    expect(within(entry(incoming, 0)).getByRole('alert').textContent).toContain(trainerMessages.expired);
  });

  it('declines with a reason, which is required', async () => {
    const user = userEvent.setup();
    const requests = api({
      [`POST /api/care/trainer-practice/appointments/${pending.id}/decline`]: ok({
        appointment: { ...declined, id: pending.id },
      }),
    });
    renderPage();
    const incoming = await screen.findByRole('list', { name: 'Incoming sessions' });
    await user.click(within(entry(incoming, 0)).getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this training request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline Request' }));
    expect(within(dialog).getByText('Please give a reason for declining.')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Reason for declining'));
    await user.type(within(dialog).getByLabelText('Reason for declining'), '  Fully booked that week. ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline Request' }));
    expect(await screen.findByText('Training session declined')).toBeTruthy();
    expect(requests.find((r) => r.path.endsWith('/decline'))?.body).toEqual({ reason: 'Fully booked that week.' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows past sessions on their tab', async () => {
    const user = userEvent.setup();
    api();
    renderPage();
    await screen.findByRole('list', { name: 'Incoming sessions' });
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    const past = await screen.findByRole('list', { name: 'Past sessions' });
    expect(entry(past, 0).textContent).toContain('Declined');
    expect(entry(past, 0).textContent).toContain('Your reasonFully booked that week.');
    expect(entry(past, 0).textContent).toContain('₹1,500.00, not charged');
  });

  it('asks a trainer without a profile to complete it', async () => {
    api({
      'GET /api/care/trainer-practice/appointments': apiError(403, 'forbidden', trainerMessages.notTrainer),
    });
    renderPage();
    expect((await screen.findByRole('link', { name: 'Complete Profile' })).getAttribute('href')).toBe(
      '/profile/pet-trainer',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('toasts a failed load and offers to try again', async () => {
    api({ 'GET /api/care/trainer-practice/appointments': apiError(500, 'internal', 'Oops') });
    renderPage();
    await waitFor(() =>
      expect(screen.getAllByText('Failed to load training sessions. Please try again.').length).toBeGreaterThan(1),
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
