import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careMessages } from '@petpal/contracts';
import { inDays, sitterInbox } from '../../../test/fixtures';
import {
  apiError,
  fakeApi,
  ok,
  petOwner,
  renderWithPlatform,
  sitterUser,
  type RecordedRequest,
} from '../../../test/render';
import type { Routes } from '@petpal/design-system/test-utils/fake-fetch';
import { standingOf, STANDING_ROUTE, verifiedProvider } from '@petpal/design-system/test-utils/provider-standing';
import { SitterPracticePage } from './SitterPracticePage';

const { pending, accepted, declined } = sitterInbox();

function api(overrides: Routes = {}) {
  return fakeApi({
    ...verifiedProvider('pet_sitter'),
    'GET /api/care/practice/requests': (request: RecordedRequest) =>
      ok({ requests: request.query.get('scope') === 'past' ? [declined] : [pending, accepted] }),
    ...overrides,
  });
}

const renderPage = () => renderWithPlatform(<SitterPracticePage />, { user: sitterUser });
const entry = (list: HTMLElement, index: number) => within(list).getAllByRole('listitem')[index]!;

describe('SitterPracticePage', () => {
  it('keeps the days off owners cannot book (decision 107): adds one and shows the list the API answers', async () => {
    const user = userEvent.setup();
    const day = inDays(10);
    const saved = {
      timeZone: 'Asia/Kolkata',
      holidays: [{ id: 'h1', startDate: day, endDate: day, reason: 'Wedding' }],
    };
    const requests = api({
      'GET /api/care/practice/calendar': ok({ timeZone: 'Asia/Kolkata', holidays: [] }),
      'POST /api/care/practice/holidays': { status: 201, body: saved },
    });
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Days off' }));
    const add = await screen.findByRole('form', { name: 'Add a holiday' });
    // Typed at once: a keystroke at a time costs seconds in jsdom (decision 101 point 5).
    fireEvent.change(within(add).getByLabelText('First day'), { target: { value: day } });
    fireEvent.change(within(add).getByLabelText('Reason (optional)'), { target: { value: 'Wedding' } });
    await user.click(within(add).getByRole('button', { name: 'Add Holiday' }));
    expect(await screen.findByText('Day off added')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Holidays' })).getByText(/Wedding/)).toBeTruthy();
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({ startDate: day, endDate: day, reason: 'Wedding' });
    expect(post?.headers['Idempotency-Key']).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Time zone' }) as HTMLSelectElement).value).toBe('Asia/Kolkata');
  });

  it('is for pet sitters only', () => {
    const requests = api();
    renderWithPlatform(<SitterPracticePage />, { user: petOwner });
    expect(screen.getByText(/This page is for pet sitters/)).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('shows a suspended sitter the reason instead of the inbox, and asks for none of it', async () => {
    const requests = api({
      [STANDING_ROUTE]: standingOf('pet_sitter', { status: 'suspended', reason: 'Owners reported no-shows.' }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Account suspended' })).toBeTruthy();
    expect(screen.getByText('Reason: Owners reported no-shows.')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(requests.some((request) => request.path.startsWith('/api/care/'))).toBe(false);
  });

  it('lists incoming requests, pending first, with what the sitter needs to know', async () => {
    api();
    renderPage();
    const incoming = await screen.findByRole('list', { name: 'Incoming requests' });
    const first = entry(incoming, 0);
    for (const text of [
      'Dog Walking for Sam K.',
      'Pending',
      'Bella (Beagle), 22 lbs',
      '22 lbs on average',
      'Gets along with other dogsYes',
      'Emergency contactMeera, +91 98765 00000',
      'Allergic to chicken.',
      'Answer by',
    ]) {
      expect(first.textContent).toContain(text);
    }
    expect(first.textContent).not.toContain('Owner’s phone');
    const second = entry(incoming, 1);
    expect(second.textContent).toContain('Owner’s phone+91 90000 11111');
    expect(within(second).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('accepts a request', async () => {
    const user = userEvent.setup();
    const requests = api({
      [`POST /api/care/practice/requests/${pending.id}/accept`]: ok({ request: { ...pending, status: 'accepted' } }),
    });
    renderPage();
    const incoming = await screen.findByRole('list', { name: 'Incoming requests' });
    await user.click(within(entry(incoming, 0)).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Booking request accepted')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST' && r.path.endsWith('/accept'))).toBe(true);
  });

  it("shows the API's message when accepting is refused (409)", async () => {
    const user = userEvent.setup();
    api({
      [`POST /api/care/practice/requests/${pending.id}/accept`]: apiError(409, 'conflict', careMessages.overlap),
    });
    renderPage();
    const incoming = await screen.findByRole('list', { name: 'Incoming requests' });
    await user.click(within(entry(incoming, 0)).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.getAllByText(careMessages.overlap)).toHaveLength(2));
    expect(within(entry(incoming, 0)).getByRole('alert').textContent).toContain(careMessages.overlap);
  });

  it('declines with a reason, which is required', async () => {
    const user = userEvent.setup();
    const requests = api({
      [`POST /api/care/practice/requests/${pending.id}/decline`]: ok({
        request: { ...pending, status: 'declined', declineReason: 'Away that week.' },
      }),
    });
    renderPage();
    const incoming = await screen.findByRole('list', { name: 'Incoming requests' });
    await user.click(within(entry(incoming, 0)).getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline Request' }));
    expect(within(dialog).getByText('Please give a reason for declining.')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Reason for declining'));
    await user.type(within(dialog).getByLabelText('Reason for declining'), '  Away that week. ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline Request' }));
    expect(await screen.findByText('Booking request declined')).toBeTruthy();
    expect(requests.find((r) => r.path.endsWith('/decline'))?.body).toEqual({ reason: 'Away that week.' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows past requests on their tab', async () => {
    const user = userEvent.setup();
    api();
    renderPage();
    await screen.findByRole('list', { name: 'Incoming requests' });
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    const past = await screen.findByRole('list', { name: 'Past requests' });
    expect(entry(past, 0).textContent).toContain('Declined');
    expect(entry(past, 0).textContent).toContain('Your reasonAway that week.');
  });

  it('asks a sitter without a profile to complete it', async () => {
    api({ 'GET /api/care/practice/requests': apiError(403, 'forbidden', careMessages.notSitter) });
    renderPage();
    expect((await screen.findByRole('link', { name: 'Complete Profile' })).getAttribute('href')).toBe(
      '/profile/pet-sitter',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('toasts a failed load and offers to try again', async () => {
    api({ 'GET /api/care/practice/requests': apiError(500, 'internal', 'Oops') });
    renderPage();
    await waitFor(() =>
      expect(screen.getAllByText('Failed to load booking requests. Please try again.').length).toBeGreaterThan(1),
    );
  });
});
