import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { communityMessages, type Comment, type Post } from '@petpal/contracts';
import { comment, guestPost, HTML_BODY, ownPost, post } from '../../../test/fixtures';
import { apiError, currentUrl, fakeApi, ok, renderWithPlatform, sam, type RecordedRequest } from '../../../test/render';
import { communityTexts } from '../texts';
import { PostPage } from './PostPage';

const id = post().id;
const route = `/community/post/${id}`;
const path = '/community/post/:postId';

/** The post's API, keeping its state between requests like the server. */
function postApi(start: Post, comments: Comment[] = [comment()], extra: Parameters<typeof fakeApi>[0] = {}) {
  let current = start;
  let thread = comments;
  return fakeApi({
    [`GET /api/community/posts/${id}`]: () => ok({ post: current }),
    [`GET /api/community/posts/${id}/comments`]: () => ok({ comments: thread }),
    [`PUT /api/community/posts/${id}/like`]: () => {
      current = { ...current, likedByMe: true, likeCount: current.likeCount + 1 };
      return ok({ likeCount: current.likeCount, likedByMe: true });
    },
    [`DELETE /api/community/posts/${id}/like`]: () => {
      current = { ...current, likedByMe: false, likeCount: current.likeCount - 1 };
      return ok({ likeCount: current.likeCount, likedByMe: false });
    },
    [`POST /api/community/posts/${id}/comments`]: (request: RecordedRequest) => {
      const added = comment({ id: 'd00000000000000000000002', body: (request.body as { body: string }).body });
      thread = [...thread, added];
      current = { ...current, commentCount: thread.length };
      return { status: 201, body: { comment: added } };
    },
    [`PATCH /api/community/posts/${id}`]: (request: RecordedRequest) => {
      current = { ...current, ...(request.body as object), editedAt: new Date().toISOString() };
      return ok({ post: current });
    },
    [`DELETE /api/community/posts/${id}`]: ok({ deleted: true }),
    'PATCH /api/community/comments/*': (request: RecordedRequest) => {
      const body = (request.body as { body: string }).body;
      thread = thread.map((one) => ({ ...one, body, editedAt: new Date().toISOString() }));
      return ok({ comment: thread[0] });
    },
    'DELETE /api/community/comments/*': () => {
      thread = [];
      current = { ...current, commentCount: 0 };
      return ok({ deleted: true });
    },
    [`POST /api/community/posts/${id}/flag`]: { status: 201, body: { flagCount: 1, hidden: false } },
    ...extra,
  });
}

const article = async () => within(await screen.findByRole('article'));

describe('a post page', () => {
  it('shows the post with its title as the page heading, and its comments', async () => {
    postApi(post());
    renderWithPlatform(<PostPage />, { route, path });

    const card = await article();
    expect(card.getByRole('heading', { level: 1, name: post().title })).toBeTruthy();
    expect(card.getByText('2 likes')).toBeTruthy();
    expect(screen.getByRole('link', { name: `Back to ${post().groupName}` }).getAttribute('href')).toBe(
      `/community/group/${post().groupId}`,
    );
    const comments = await screen.findByRole('list', { name: 'Comments' });
    expect(within(comments).getByText('Count Bruno in!')).toBeTruthy();
    expect(within(comments).getByText('Nina K.')).toBeTruthy();
  });

  it('shows HTML in a post and its comments as text: no element, no script', async () => {
    const attack = post({ title: '<script>alert(1)</script>', body: HTML_BODY });
    postApi(attack, [comment({ body: '<img src=x onerror=alert(2)>' })]);
    const { container } = renderWithPlatform(<PostPage />, { route, path });

    const card = await article();
    expect(card.getByRole('heading', { level: 1 }).textContent).toBe('<script>alert(1)</script>');
    expect(card.getByText(HTML_BODY)).toBeTruthy();
    expect(await screen.findByText('<img src=x onerror=alert(2)>')).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('adds a comment, and shows the commenting limit’s message', async () => {
    const requests = postApi(post(), [], {
      [`POST /api/community/posts/${id}/comments`]: [
        apiError(429, 'rate_limited', communityMessages.commentingTooOften),
        { status: 201, body: { comment: comment({ body: 'See you there' }) } },
      ],
    });
    renderWithPlatform(<PostPage />, { route, path });

    expect(await screen.findByText(communityMessages.noComments)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(screen.getByText(communityMessages.commentBody)).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Add a comment'), 'See you there');
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText(communityMessages.commentingTooOften)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect((screen.getByLabelText('Add a comment') as HTMLTextAreaElement).value).toBe(''));
    const sent = requests.filter((request) => request.method === 'POST');
    expect(sent.map((request) => request.body)).toEqual([{ body: 'See you there' }, { body: 'See you there' }]);
    expect(sent[1]!.headers['Idempotency-Key']).toBe(sent[0]!.headers['Idempotency-Key']);
  });

  it('likes and unlikes, the count following the API', async () => {
    const requests = postApi(post());
    renderWithPlatform(<PostPage />, { route, path });

    const card = await article();
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(like);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Like' }).getAttribute('aria-pressed')).toBe('true'));
    expect(card.getByText('3 likes')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(card.getByText('2 likes')).toBeTruthy());
    expect(requests.filter((request) => request.path.endsWith('/like')).map((request) => request.method)).toEqual([
      'PUT',
      'DELETE',
    ]);
  });

  it('lets the author edit the title and text, checked like the API checks them', async () => {
    const requests = postApi(ownPost());
    renderWithPlatform(<PostPage />, { route, path, user: sam });

    await article();
    expect(screen.queryByRole('button', { name: 'Like' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Flag' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const form = within(screen.getByRole('form', { name: 'Edit post' }));
    await userEvent.clear(form.getByLabelText('Title'));
    await userEvent.type(form.getByLabelText('Title'), 'No');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    expect(form.getByText(communityMessages.postTitle)).toBeTruthy();

    await userEvent.type(form.getByLabelText('Title'), 'w at 7:30');
    await userEvent.clear(form.getByLabelText('Text'));
    await userEvent.type(form.getByLabelText('Text'), 'Moved to 7:30, same place.');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));

    const card = await article();
    expect(card.getByRole('heading', { name: 'Now at 7:30' })).toBeTruthy();
    expect(card.getByText('Moved to 7:30, same place.')).toBeTruthy();
    expect(card.getByText('(edited)')).toBeTruthy();
    expect(requests.find((request) => request.method === 'PATCH')!.body).toEqual({
      title: 'Now at 7:30',
      body: 'Moved to 7:30, same place.',
    });
  });

  it('deletes after a confirmation and goes back to the group', async () => {
    const requests = postApi(ownPost());
    renderWithPlatform(<PostPage />, { route, path, user: sam });

    await article();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete this post?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this post?' })).getByRole('button', { name: 'Delete post' }),
    );
    await waitFor(() => expect(currentUrl()).toBe(`/community/group/${post().groupId}`));
    expect(await screen.findByText(communityMessages.postDeleted)).toBeTruthy();
  });

  it('flags with a reason and a note; a flag that hides the post goes back to the group', async () => {
    const requests = postApi(post(), [], {
      [`POST /api/community/posts/${id}/flag`]: [
        apiError(409, 'already_flagged', communityMessages.alreadyFlagged),
        { status: 201, body: { flagCount: 3, hidden: true } },
      ],
    });
    renderWithPlatform(<PostPage />, { route, path });

    await article();
    await userEvent.click(screen.getByRole('button', { name: 'Flag' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Flag this post' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send flag' }));
    expect(dialog.getByText(communityMessages.flagReason)).toBeTruthy();

    await userEvent.selectOptions(dialog.getByLabelText('Reason'), 'misinformation');
    await userEvent.type(dialog.getByLabelText('Note (optional)'), 'Says chocolate is fine for dogs.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send flag' }));
    expect(await dialog.findByText(communityMessages.alreadyFlagged)).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Send flag' }));

    await waitFor(() => expect(currentUrl()).toBe(`/community/group/${post().groupId}`));
    expect(await screen.findByText(communityTexts.hiddenByFlag)).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual({
      reason: 'misinformation',
      note: 'Says chocolate is fine for dogs.',
    });
  });

  it('says thanks for a flag that does not hide the post, and offers no second flag', async () => {
    postApi(post());
    renderWithPlatform(<PostPage />, { route, path });

    await article();
    await userEvent.click(screen.getByRole('button', { name: 'Flag' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Flag this post' }));
    await userEvent.selectOptions(dialog.getByLabelText('Reason'), 'spam');
    await userEvent.click(dialog.getByRole('button', { name: 'Send flag' }));
    expect(await screen.findByText(communityMessages.flagged)).toBeTruthy();
    expect(screen.getByText(communityTexts.youFlagged)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Flag' })).toBeNull();
  });

  it('lets the comment’s author edit and delete it', async () => {
    const requests = postApi(post());
    renderWithPlatform(<PostPage />, { route, path });

    const comments = await screen.findByRole('list', { name: 'Comments' });
    await userEvent.click(within(comments).getByRole('button', { name: 'Edit the comment by Nina K.' }));
    await userEvent.clear(within(comments).getByLabelText('Comment text'));
    await userEvent.type(within(comments).getByLabelText('Comment text'), 'Bruno and Coco!');
    await userEvent.click(within(comments).getByRole('button', { name: 'Save' }));
    expect(await within(comments).findByText('Bruno and Coco!')).toBeTruthy();
    expect(within(comments).getByText('(edited)')).toBeTruthy();

    await userEvent.click(within(comments).getByRole('button', { name: 'Delete the comment by Nina K.' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Delete this comment?' })).getByRole('button', {
        name: 'Delete comment',
      }),
    );
    expect(await screen.findByText(communityMessages.noComments)).toBeTruthy();
    expect(
      requests.filter((request) => request.path.startsWith('/api/community/comments/')).map((r) => r.method),
    ).toEqual(['PATCH', 'DELETE']);
  });

  it('shows a guest the post and comments read only, with a way to log in', async () => {
    postApi(guestPost());
    renderWithPlatform(<PostPage />, { route, path, user: null });

    await screen.findByRole('list', { name: 'Comments' });
    for (const name of ['Like', 'Edit', 'Delete', 'Flag', 'Comment']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByLabelText('Add a comment')).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });

  it('shows its author a hidden post with why, and no way to comment', async () => {
    postApi(ownPost({ hidden: true, can: { edit: true, delete: true, comment: false, like: false, flag: false } }));
    renderWithPlatform(<PostPage />, { route, path, user: sam });

    const card = await article();
    expect(card.getByText('Hidden')).toBeTruthy();
    expect(card.getByText(communityMessages.hiddenPending)).toBeTruthy();
    expect(await screen.findByText(communityTexts.commentsClosed)).toBeTruthy();
    expect(screen.queryByLabelText('Add a comment')).toBeNull();
  });

  it('says when the post is gone', async () => {
    fakeApi({ [`GET /api/community/posts/${id}`]: apiError(404, 'not_found', communityMessages.postNotFound) });
    renderWithPlatform(<PostPage />, { route, path });

    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeTruthy();
    expect(screen.getByText(communityMessages.postNotFound)).toBeTruthy();
  });
});
