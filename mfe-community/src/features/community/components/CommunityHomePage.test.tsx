import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { communityMessages } from '@petpal/contracts';
import { sessionUserAtom } from '@petpal/design-system';
import { catGroup, feed, group, photoPost, post } from '../../../test/fixtures';
import {
  apiError,
  currentUrl,
  fakeApi,
  nina,
  ok,
  renderWithPlatform,
  type RecordedRequest,
} from '../../../test/render';
import { CommunityHomePage } from './CommunityHomePage';

const bandra = group();

/** The groups list answers the topic, city and name filters like the API. */
const groupList =
  (groups = [bandra, catGroup]) =>
  (request: RecordedRequest) =>
    ok({
      groups: groups.filter(
        (one) =>
          (!request.query.get('topic') || one.topic === request.query.get('topic')) &&
          one.city.toLowerCase().includes((request.query.get('city') ?? '').toLowerCase()) &&
          one.name.toLowerCase().includes((request.query.get('q') ?? '').toLowerCase()),
      ),
    });

const sectionNames = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the community home page', () => {
  it('shows a guest the popular posts and the groups, read only, with a way to log in', async () => {
    fakeApi({
      'GET /api/community/groups': groupList(),
      'GET /api/community/feed': ok(feed([post(), photoPost])),
    });
    renderWithPlatform(<CommunityHomePage />, { user: null });

    const posts = await screen.findByRole('list', { name: 'Popular posts' });
    expect(within(posts).getAllByRole('article')).toHaveLength(2);
    expect(within(posts).getByRole('link', { name: post().title }).getAttribute('href')).toBe(
      `/community/post/${post().id}`,
    );
    const groups = await screen.findByRole('list', { name: 'Groups' });
    expect(within(groups).getByRole('link', { name: bandra.name }).getAttribute('href')).toBe(
      `/community/group/${bandra.id}`,
    );
    expect(screen.queryByRole('button', { name: /^Join/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create Post' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create a group' })).toBeNull();
    expect(screen.getByText(communityMessages.signInToJoin)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it("asks for a guest's feed beside the groups, and shows it below them once they are in", async () => {
    const requests = fakeApi({
      'GET /api/community/groups': 'pending',
      'GET /api/community/feed': ok(feed([post()])),
    });
    renderWithPlatform(<CommunityHomePage />, { user: null });

    expect(await screen.findByRole('list', { name: 'Popular posts', hidden: true })).toBeTruthy();
    expect(requests.map((request) => request.path)).toContain('/api/community/feed');
    // Drawn, but not shown above groups that are still loading.
    expect(screen.queryByRole('heading', { name: 'Popular posts' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Popular posts' })).toBeNull();
  });

  it('asks again once the visitor signs in: no cached guest view is shown to them', async () => {
    const requests = fakeApi({
      'GET /api/community/groups': groupList([{ ...bandra, joined: true }]),
      'GET /api/community/feed': ok(feed([post()])),
    });
    const { store } = renderWithPlatform(<CommunityHomePage />, { user: null });
    await screen.findByRole('list', { name: 'Groups' });
    expect(screen.queryByRole('button', { name: `Leave ${bandra.name}` })).toBeNull();

    act(() => store.set(sessionUserAtom, nina));
    expect(await screen.findByRole('button', { name: `Leave ${bandra.name}` })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Your feed' })).toBeTruthy();
    expect(requests.filter((request) => request.path === '/api/community/feed')).toHaveLength(2);
  });

  it('puts the groups first for someone in none yet, and their feed first once they join one', async () => {
    let joined = false;
    const requests = fakeApi({
      'GET /api/community/groups': () => ok({ groups: [{ ...bandra, joined }, catGroup] }),
      'GET /api/community/feed': ok(feed([post()])),
      [`PUT /api/community/groups/${bandra.id}/membership`]: () => {
        joined = true;
        return ok({ group: { ...bandra, joined: true, memberCount: bandra.memberCount + 1 } });
      },
    });
    renderWithPlatform(<CommunityHomePage />);

    const groups = await screen.findByRole('list', { name: 'Groups' });
    expect(await screen.findByText(communityMessages.noFeed)).toBeTruthy();
    expect(sectionNames()).toEqual(['Groups', 'Popular posts']);
    await userEvent.click(within(groups).getByRole('button', { name: `Join ${bandra.name}` }));

    expect(await within(groups).findByRole('button', { name: `Leave ${bandra.name}` })).toBeTruthy();
    await waitFor(() => expect(sectionNames()).toEqual(['Your feed', 'Groups']));
    expect(screen.queryByText(communityMessages.noFeed)).toBeNull();
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Create Post' }).getAttribute('href')).toBe('/community/post/new');
  });

  it('filters the groups by topic and by city without changing the feed', async () => {
    const requests = fakeApi({
      'GET /api/community/groups': groupList([{ ...bandra, joined: true }, catGroup]),
      'GET /api/community/feed': ok(feed([post()])),
    });
    renderWithPlatform(<CommunityHomePage />);
    const groups = await screen.findByRole('list', { name: 'Groups' });
    expect(await screen.findByRole('heading', { name: 'Your feed' })).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Topic'), 'cats');
    await waitFor(() => expect(within(groups).queryByText(bandra.name)).toBeNull());
    expect(within(groups).getByText(catGroup.name)).toBeTruthy();

    await userEvent.selectOptions(screen.getByLabelText('Topic'), '');
    await userEvent.type(screen.getByLabelText('City'), 'mum');
    await waitFor(() => expect(within(groups).queryByText(catGroup.name)).toBeNull());
    expect(within(groups).getByText(bandra.name)).toBeTruthy();
    // The city is asked for once the typing pauses, not per letter; the feed stays the member's own.
    const cities = requests.map((request) => request.query.get('city')).filter(Boolean);
    expect(cities).toEqual(['mum']);
    expect(screen.getByRole('heading', { name: 'Your feed' })).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('City'));
    await userEvent.type(screen.getByLabelText('City'), 'Nowhere');
    expect(await screen.findByText(communityMessages.noGroups)).toBeTruthy();
  });

  it('searches the groups by name, keeping the search and filters in the address', async () => {
    const requests = fakeApi({
      'GET /api/community/groups': groupList(),
      'GET /api/community/feed': ok(feed([post()])),
    });
    renderWithPlatform(<CommunityHomePage />, { route: '/community?topic=cats&city=pune' });
    const groups = await screen.findByRole('list', { name: 'Groups' });
    expect(within(groups).getByText(catGroup.name)).toBeTruthy();
    expect((screen.getByLabelText('Topic') as HTMLSelectElement).value).toBe('cats');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('pune');

    await userEvent.selectOptions(screen.getByLabelText('Topic'), '');
    await userEvent.clear(screen.getByLabelText('City'));
    expect(currentUrl()).toBe('/community');
    await userEvent.type(screen.getByLabelText('Search groups'), 'walkers');
    await waitFor(() => expect(currentUrl()).toBe('/community?q=walkers'));
    await waitFor(() => expect(within(groups).queryByText(catGroup.name)).toBeNull());
    expect(within(groups).getByText(bandra.name)).toBeTruthy();
    // Asked once the typing paused, not per letter.
    expect(requests.map((request) => request.query.get('q')).filter(Boolean)).toEqual(['walkers']);

    await userEvent.clear(screen.getByLabelText('Search groups'));
    expect(currentUrl()).toBe('/community');
    expect(await within(groups).findByText(catGroup.name)).toBeTruthy();
  });

  it('says when nothing loads, and tries again', async () => {
    fakeApi({
      'GET /api/community/groups': [apiError(500, 'internal', 'Boom'), ok({ groups: [bandra] })],
      'GET /api/community/feed': [apiError(500, 'internal', 'Boom'), ok(feed([]))],
    });
    renderWithPlatform(<CommunityHomePage />, { user: null });

    await waitFor(() => expect(screen.getAllByText(communityMessages.loadFailed)).toHaveLength(2));
    for (const retry of screen.getAllByRole('button', { name: 'Try again' })) await userEvent.click(retry);
    expect(await screen.findByRole('list', { name: 'Groups' })).toBeTruthy();
    expect(await screen.findByText(communityMessages.noPosts)).toBeTruthy();
  });

  it('creates a group: checks the fields, shows a taken name, then opens the new group', async () => {
    const created = group({
      id: 'b00000000000000000000009',
      name: 'Koregaon Park Pups',
      joined: true,
      moderator: true,
    });
    const requests = fakeApi({
      'GET /api/community/groups': ok({ groups: [] }),
      'GET /api/community/feed': ok(feed([])),
      'POST /api/community/groups': [
        apiError(409, 'group_exists', communityMessages.groupTaken),
        { status: 201, body: { group: created } },
      ],
    });
    renderWithPlatform(<CommunityHomePage />, { route: '/community' });

    await userEvent.click(await screen.findByRole('button', { name: 'Create a group' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create a group' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create group' }));
    expect(dialog.getByText(communityMessages.groupName)).toBeTruthy();
    expect(dialog.getByText(communityMessages.topic)).toBeTruthy();
    expect(dialog.getByText(communityMessages.city)).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.type(dialog.getByLabelText('Group name'), 'Koregaon Park Pups');
    await userEvent.selectOptions(dialog.getByLabelText('Topic'), 'dogs');
    await userEvent.type(dialog.getByLabelText('City'), 'Pune');
    await userEvent.click(dialog.getByRole('button', { name: 'Create group' }));
    expect(await dialog.findByText(communityMessages.groupTaken)).toBeTruthy();

    await userEvent.clear(dialog.getByLabelText('Group name'));
    await userEvent.type(dialog.getByLabelText('Group name'), 'Koregaon Park Pups 2');
    await userEvent.click(dialog.getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(currentUrl()).toBe(`/community/group/${created.id}`));
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.body)).toEqual([
      { name: 'Koregaon Park Pups', description: '', topic: 'dogs', city: 'Pune' },
      { name: 'Koregaon Park Pups 2', description: '', topic: 'dogs', city: 'Pune' },
    ]);
    expect(posts[0]!.headers['Idempotency-Key']).not.toBe(posts[1]!.headers['Idempotency-Key']);
  });
});
