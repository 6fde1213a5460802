import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { drRao, drSmith, reviews } from '../../../test/fixtures';
import { apiError, fakeApi, ok, renderWithPlatform, type RecordedRequest } from '../../../test/render';
import { VetSearch } from './VetSearch';

describe('VetSearch', () => {
  it('shows each vet with rating to 1 decimal (or New), review count, fee in ₹, next open time and specialization', async () => {
    fakeApi({ 'GET /api/vet/vets': ok({ vets: [drRao, drSmith] }) });
    renderWithPlatform(<VetSearch onBook={vi.fn()} />);
    const rao = await screen.findByRole('listitem', { name: 'Dr. Asha Rao' });
    expect(rao.textContent).toContain('4.5');
    expect(rao.textContent).toContain('(2 reviews)');
    expect(rao.textContent).toContain('₹500');
    expect(rao.textContent).toContain('Dermatology');
    expect(rao.textContent).toContain('December 4, 2026, 09:00 (Asia/Kolkata)');
    // A vet nobody has reviewed is New, not "0 (0 reviews)".
    const smith = screen.getByRole('listitem', { name: 'Dr. John Smith' });
    expect(within(smith).getByText('New')).toBeTruthy();
    expect(within(smith).queryByRole('img', { name: /Rated/ })).toBeNull();
    expect(smith.textContent).not.toContain('reviews');
    expect(smith.textContent).toContain('No open times in the next 30 days');
    // Only a vet whose license an admin checked carries the badge.
    expect(within(rao).getByText('License verified')).toBeTruthy();
    expect(within(smith).queryByText('License verified')).toBeNull();
  });

  it('shows fees in $ for a stored country of US', async () => {
    fakeApi({ 'GET /api/vet/vets': ok({ vets: [drRao] }) });
    renderWithPlatform(<VetSearch onBook={vi.fn()} />, { country: 'US' });
    expect((await screen.findByRole('listitem', { name: 'Dr. Asha Rao' })).textContent).toContain('$500');
  });

  it('asks the API with the typed filters, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      'GET /api/vet/vets': (request: RecordedRequest) =>
        ok({ vets: request.query.get('location') === 'pune' ? [] : [drRao] }),
    });
    renderWithPlatform(<VetSearch onBook={vi.fn()} />);
    await screen.findByRole('listitem', { name: 'Dr. Asha Rao' });
    await user.type(screen.getByLabelText('Specialization'), 'derm');
    await waitFor(() => expect(requests.at(-1)?.query.get('specialization')).toBe('derm'));
    await user.type(screen.getByLabelText('Location'), 'pune');
    expect(await screen.findByText('No veterinarians match your filter criteria.')).toBeTruthy();
    expect(requests.at(-1)?.query.toString()).toBe('location=pune&specialization=derm');
  });

  it('starts from the filters in the address (a reload, Back), and an emptied filter drops at once', async () => {
    const user = userEvent.setup();
    const requests = fakeApi({ 'GET /api/vet/vets': ok({ vets: [drRao] }) });
    renderWithPlatform(<VetSearch onBook={vi.fn()} />, {
      route: '/services/book-a-vet?location=pune&specialization=derm',
    });
    await screen.findByRole('listitem', { name: 'Dr. Asha Rao' });
    expect(requests.at(-1)?.query.toString()).toBe('location=pune&specialization=derm');
    expect((screen.getByLabelText('Location') as HTMLInputElement).value).toBe('pune');
    const before = requests.length;
    await user.clear(screen.getByLabelText('Location'));
    // At once: no pause in typing waited for.
    expect(requests.length).toBe(before + 1);
    await waitFor(() => expect(requests.at(-1)?.query.toString()).toBe('specialization=derm'));
  });

  it('toasts "Failed to load veterinarians. Please try again." and retries', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/vet/vets': [apiError(500, 'internal', 'Oops'), ok({ vets: [drRao] })] });
    renderWithPlatform(<VetSearch onBook={vi.fn()} />);
    await waitFor(() => expect(screen.getAllByText('Failed to load veterinarians. Please try again.')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Dr. Asha Rao' })).toBeTruthy();
  });

  it('lists a vet’s reviews on demand, or "No reviews yet."', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/vet/vets': ok({ vets: [drRao, drSmith] }),
      [`GET /api/vet/vets/${drRao.id}/reviews`]: ok({ reviews }),
      [`GET /api/vet/vets/${drSmith.id}/reviews`]: ok({ reviews: [] }),
    });
    renderWithPlatform(<VetSearch onBook={vi.fn()} />);
    const rao = await screen.findByRole('listitem', { name: 'Dr. Asha Rao' });
    const toggle = within(rao).getByRole('button', { name: 'Reviews' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = await within(rao).findByRole('list', { name: 'Reviews of Dr. Asha Rao' });
    expect(list.textContent).toContain('Gentle with our cat.');
    expect(list.textContent).toContain('Priya');
    const smith = screen.getByRole('listitem', { name: 'Dr. John Smith' });
    await user.click(within(smith).getByRole('button', { name: 'Reviews' }));
    expect(await within(smith).findByText('No reviews yet.')).toBeTruthy();
  });

  it('hands the chosen vet to onBook', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/vet/vets': ok({ vets: [drRao] }) });
    const onBook = vi.fn();
    renderWithPlatform(<VetSearch onBook={onBook} />);
    await user.click(await screen.findByRole('button', { name: 'Book Appointment with Dr. Asha Rao' }));
    expect(onBook).toHaveBeenCalledWith(drRao);
  });
});
