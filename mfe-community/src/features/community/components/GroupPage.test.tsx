import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { communityMessages } from '@petpal/contracts';
import { feed, group, post } from '../../../test/fixtures';
import { apiError, fakeApi, ok, renderWithPlatform } from '../../../test/render';
import { GroupPage } from './GroupPage';

const bandra = group();
const route = `/community/group/${bandra.id}`;
const path = '/community/group/:groupId';

/** The group as the API answers it while `member` says whether the viewer is in it. */
function groupApi(start: { joined: boolean; moderator?: boolean }) {
  let joined = start.joined;
  const now = () => group({ joined, moderator: joined && (start.moderator ?? false) });
  return fakeApi({
    [`GET /api/community/groups/${bandra.id}`]: () => ok({ group: now() }),
    [`GET /api/community/groups/${bandra.id}/posts`]: ok(feed([post()])),
    [`PUT /api/community/groups/${bandra.id}/membership`]: () => {
      joined = true;
      return ok({ group: now() });
    },
    [`DELETE /api/community/groups/${bandra.id}/membership`]: () => {
      joined = false;
      return ok({ group: now() });
    },
  });
}

describe('a group page', () => {
  it('shows the group and its posts; joining offers Create Post for it, leaving takes it away', async () => {
    const requests = groupApi({ joined: false });
    renderWithPlatform(<GroupPage />, { route, path });

    expect(await screen.findByRole('heading', { level: 1, name: bandra.name })).toBeTruthy();
    expect(screen.getByText(bandra.description)).toBeTruthy();
    expect(screen.getByText(/Mumbai · 12 members · 3 posts/)).toBeTruthy();
    const posts = await screen.findByRole('list', { name: `Posts in ${bandra.name}` });
    expect(within(posts).getByRole('link', { name: post().title })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create Post' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: `Join ${bandra.name}` }));
    expect((await screen.findByRole('link', { name: 'Create Post' })).getAttribute('href')).toBe(
      `/community/post/new?group=${bandra.id}`,
    );
    await userEvent.click(screen.getByRole('button', { name: `Leave ${bandra.name}` }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Create Post' })).toBeNull());
    expect(screen.getByRole('button', { name: `Join ${bandra.name}` })).toBeTruthy();
    expect(requests.filter((request) => request.path.endsWith('/membership')).map((r) => r.method)).toEqual([
      'PUT',
      'DELETE',
    ]);
  });

  it('asks a moderator before they leave, since leaving ends their moderation', async () => {
    const requests = groupApi({ joined: true, moderator: true });
    renderWithPlatform(<GroupPage />, { route, path });

    expect(await screen.findByText(/You moderate this group/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: `Leave ${bandra.name}` }));
    const dialog = within(screen.getByRole('dialog', { name: `Leave ${bandra.name}?` }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: `Leave ${bandra.name}` }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: `Leave ${bandra.name}?` })).getByRole('button', {
        name: 'Leave group',
      }),
    );
    expect(await screen.findByRole('button', { name: `Join ${bandra.name}` })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a refused join as a message', async () => {
    fakeApi({
      [`GET /api/community/groups/${bandra.id}`]: ok({ group: bandra }),
      [`GET /api/community/groups/${bandra.id}/posts`]: ok(feed([])),
      [`PUT /api/community/groups/${bandra.id}/membership`]: 'network-error',
    });
    renderWithPlatform(<GroupPage />, { route, path });

    expect(await screen.findByText('No posts yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: `Join ${bandra.name}` }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
  });

  it('lets a guest read and asks them to log in to join', async () => {
    groupApi({ joined: false });
    renderWithPlatform(<GroupPage />, { route, path, user: null });

    expect(await screen.findByRole('list', { name: `Posts in ${bandra.name}` })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to join' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: /^Join/ })).toBeNull();
  });

  it('says when the group does not exist', async () => {
    fakeApi({
      [`GET /api/community/groups/${bandra.id}`]: apiError(404, 'not_found', communityMessages.groupNotFound),
    });
    renderWithPlatform(<GroupPage />, { route, path });

    expect(await screen.findByRole('heading', { level: 1, name: 'Group not found' })).toBeTruthy();
    expect(screen.getByText(communityMessages.groupNotFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Communities' }).getAttribute('href')).toBe('/community');
  });
});
