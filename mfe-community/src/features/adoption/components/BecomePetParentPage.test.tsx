import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adoptionMessages } from '@petpal/contracts';
import { locationAtom } from '@petpal/design-system';
import { apiError, currentUrl, fakeApi, ok, renderWithPlatform } from '../../../test/render';
import { HTML_TEXT, misty, myApplication, page, rusty, summary } from '../fixtures';
import { BecomePetParentPage } from './BecomePetParentPage';

const BROWSE = 'GET /api/community/adoption/listings';
const MINE = 'GET /api/community/adoption/applications/mine';

describe('Become a Pet Parent', () => {
  it('shows a guest the pets with photo, what they are, age, place and fee, each linking to its page', async () => {
    fakeApi({ [BROWSE]: ok(page([summary(), misty, rusty])) });
    renderWithPlatform(<BecomePetParentPage />, { user: null, route: '/become-pet-parent' });

    const list = await screen.findByRole('list', { name: 'Pets looking for a home' });
    const bruno = within(list).getByRole('article', { name: 'Bruno, a gentle Indie' });
    for (const text of ['Dog · Indie · Male · Medium', '2 years 3 months · Bandra West, Mumbai', 'Free']) {
      expect(bruno.textContent).toContain(text);
    }
    expect(within(bruno).getByRole('link', { name: 'Bruno, a gentle Indie' }).getAttribute('href')).toBe(
      `/become-pet-parent/${summary().id}`,
    );
    expect(within(bruno).getByRole('img', { name: 'Photo of Bruno, a gentle Indie' })).toBeTruthy();
    expect(within(list).getByRole('article', { name: misty.title }).textContent).toContain('₹1,500');
    expect(within(list).getByRole('article', { name: rusty.title }).textContent).toContain('$75');
    expect(screen.getByRole('link', { name: 'List a pet' }).getAttribute('href')).toBe('/submit-pet-sale-adoption');
    expect(screen.queryByRole('heading', { name: 'Your applications' })).toBeNull();
  });

  it('filters by species, age group, city and highest fee (in the viewer’s currency), kept in the address', async () => {
    const requests = fakeApi({ [BROWSE]: ok(page([summary()])), [MINE]: ok({ applications: [] }) });
    const { store } = renderWithPlatform(<BecomePetParentPage />, { route: '/become-pet-parent' });
    act(() => store.set(locationAtom, { ...store.get(locationAtom), country: 'USA' }));
    await screen.findByRole('article', { name: summary().title });

    await userEvent.selectOptions(screen.getByLabelText('Species'), 'cat');
    await userEvent.selectOptions(screen.getByLabelText('Age'), 'young');
    await userEvent.type(screen.getByLabelText('City'), 'Pune');
    await userEvent.type(screen.getByLabelText('Highest fee ($)'), '200');
    await waitFor(() =>
      expect(requests.at(-1)?.query.toString()).toBe(
        'species=cat&city=Pune&minAgeMonths=12&maxAgeMonths=35&feeMax=200&currency=USD',
      ),
    );
    expect(currentUrl()).toBe('/become-pet-parent?species=cat&city=Pune&age=young&feeMax=200');
  });

  it('says a fee that is not a number is not valid, without asking the API', async () => {
    const requests = fakeApi({ [BROWSE]: ok(page([summary()])) });
    renderWithPlatform(<BecomePetParentPage />, { user: null, route: '/become-pet-parent?feeMax=abc' });
    expect(await screen.findByText(adoptionMessages.feeFilter)).toBeTruthy();
    expect(requests.every((request) => !request.query.has('feeMax'))).toBe(true);
  });

  it('shows titles as text, never HTML', async () => {
    fakeApi({ [BROWSE]: ok(page([summary({ title: HTML_TEXT })])) });
    renderWithPlatform(<BecomePetParentPage />, { user: null });
    expect(await screen.findByRole('link', { name: HTML_TEXT })).toBeTruthy();
    expect(document.querySelector('article script, article b')).toBeNull();
  });

  it('loads more, and says when nothing matches', async () => {
    fakeApi({
      [BROWSE]: (request) =>
        request.query.get('species') === 'bird'
          ? ok(page([]))
          : request.query.get('cursor')
            ? ok(page([misty]))
            : ok(page([summary()], 'next-page')),
    });
    renderWithPlatform(<BecomePetParentPage />, { user: null, route: '/become-pet-parent' });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: misty.title })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Species'), 'bird');
    expect(await screen.findByText(adoptionMessages.noListings)).toBeTruthy();
  });

  it('offers Try again when the list does not load', async () => {
    fakeApi({ [BROWSE]: [apiError(500, 'internal', 'Oops'), ok(page([summary()]))] });
    renderWithPlatform(<BecomePetParentPage />, { user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: summary().title })).toBeTruthy();
  });

  it('lists a signed-in visitor’s applications with their status', async () => {
    fakeApi({
      [BROWSE]: ok(page([summary()])),
      [MINE]: ok({ applications: [myApplication({ status: 'accepted' })] }),
    });
    renderWithPlatform(<BecomePetParentPage />);
    const mine = await screen.findByRole('region', { name: 'Your applications' });
    expect(within(mine).getByRole('link', { name: 'Bruno, a gentle Indie' }).getAttribute('href')).toBe(
      `/become-pet-parent/${summary().id}`,
    );
    expect(within(mine).getByText('Accepted')).toBeTruthy();
  });
});
