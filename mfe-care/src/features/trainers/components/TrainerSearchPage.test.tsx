import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, currentUrl, fakeApi, ok, renderWithPlatform } from '../../../test/render';
import { arjun, meera, trainerList } from '../../../test/trainer-fixtures';
import { TrainerSearchPage } from './TrainerSearchPage';

const renderPage = (route = '/services/book-a-trainer', options: { country?: string } = {}) =>
  renderWithPlatform(<TrainerSearchPage />, { route, ...options });

describe('TrainerSearchPage', () => {
  it('shows each trainer with location, real rating or New, experience, rate, specializations and Book', async () => {
    const requests = fakeApi({ 'GET /api/care/trainers': ok(trainerList([meera, arjun])) });
    renderPage();
    const list = await screen.findByRole('list', { name: 'Pet trainers' });
    const card = within(list).getByRole('listitem', { name: 'Meera Nair' });
    for (const text of [
      'Indiranagar, Bengaluru',
      '4.5(2 reviews)',
      '8 years of experience',
      '₹1,500 per hour',
      'ObediencePuppyBehavioral Modification',
    ]) {
      expect(card.textContent).toContain(text);
    }
    const unrated = within(list).getByRole('listitem', { name: 'Arjun Mehta' }).textContent;
    expect(unrated).toContain('1 year of experience');
    expect(unrated).toContain('New(0 reviews)');
    expect(list.textContent).not.toContain('4.8');
    expect(screen.getByText('2 pet trainers found')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Book a Session with Meera Nair' }).getAttribute('href')).toBe(
      `/services/book-a-trainer/trainer/${meera.id}`,
    );
    // One search; the results map asks where its tiles are.
    expect(requests.map((r) => r.path).filter((path) => path !== '/api/auth/location/tiles')).toEqual([
      '/api/care/trainers',
    ]);
    expect(screen.getByRole('region', { name: 'Map of the pet trainers found' })).toBeTruthy();
    // The card's photo and the map's marker both carry the trainer's name.
    expect((await screen.findAllByRole('img', { name: 'Meera Nair' })).length).toBeGreaterThan(0);
  });

  it('shows the rate in $ for a stored country of US', async () => {
    fakeApi({ 'GET /api/care/trainers': ok(trainerList([meera])) });
    renderPage('/services/book-a-trainer', { country: 'USA' });
    expect((await screen.findByRole('listitem', { name: 'Meera Nair' })).textContent).toContain('$1,500 per hour');
  });

  it('searches by location and specialization, keeping the search in the address', async () => {
    const user = userEvent.setup();
    const requests = fakeApi({
      'GET /api/care/trainers': (request) =>
        ok(trainerList(request.query.get('specialization') === 'Agility' ? [arjun] : [meera, arjun])),
    });
    renderPage();
    await screen.findByRole('listitem', { name: 'Meera Nair' });
    await user.type(screen.getByLabelText('Location'), ' Mumbai ');
    await user.selectOptions(screen.getByLabelText('Specialization'), 'Agility');
    await user.click(screen.getByRole('button', { name: 'Search Trainers' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Meera Nair' })).toBeNull());
    expect(screen.getByRole('listitem', { name: 'Arjun Mehta' })).toBeTruthy();
    expect(currentUrl()).toBe('/services/book-a-trainer?location=Mumbai&specialization=Agility');
    expect(requests.at(-1)?.query.toString()).toBe('location=Mumbai&specialization=Agility');
    expect(screen.getByRole('link', { name: 'Book a Session with Arjun Mehta' }).getAttribute('href')).toBe(
      `/services/book-a-trainer/trainer/${arjun.id}`,
    );
  });

  it('drops the location filter at once when its field is emptied', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/care/trainers': ok(trainerList([meera, arjun])) });
    renderPage('/services/book-a-trainer?location=Mumbai&specialization=Agility&page=2');
    await screen.findByRole('listitem', { name: 'Meera Nair' });
    await user.clear(screen.getByLabelText('Location'));
    expect(currentUrl()).toBe('/services/book-a-trainer?specialization=Agility');
  });

  it('says "No trainers found" when nobody matches', async () => {
    fakeApi({ 'GET /api/care/trainers': ok(trainerList([])) });
    renderPage('/services/book-a-trainer?location=Nowhere');
    expect(await screen.findByText('No trainers found')).toBeTruthy();
    expect((screen.getByLabelText('Location') as HTMLInputElement).value).toBe('Nowhere');
  });

  it('toasts "Failed to load pet trainers. Please try again." and offers to try again', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/care/trainers': [apiError(500, 'internal', 'Oops'), ok(trainerList([meera]))],
    });
    renderPage();
    await waitFor(() => expect(screen.getAllByText('Failed to load pet trainers. Please try again.')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Meera Nair' })).toBeTruthy();
  });

  it('pages through the results', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/care/trainers': (request) =>
        ok(
          trainerList(
            request.query.get('page') === '2' ? [arjun] : [meera],
            21,
            Number(request.query.get('page') ?? 1),
          ),
        ),
    });
    renderPage();
    await screen.findByRole('listitem', { name: 'Meera Nair' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('listitem', { name: 'Arjun Mehta' })).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(currentUrl()).toBe('/services/book-a-trainer?page=2');
  });

  it('asks a guest to log in, without asking the API', () => {
    const requests = fakeApi({});
    renderWithPlatform(<TrainerSearchPage />, { user: null });
    expect(screen.getByText('Log in to find pet trainers and book a training session.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(requests).toHaveLength(0);
  });
});
