import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { communityMessages, imageMessages, POST_PHOTOS_MAX } from '@petpal/contracts';
import { catGroup, group, imageRef, post } from '../../../test/fixtures';
import { apiError, currentUrl, fakeApi, ok, renderWithPlatform } from '../../../test/render';
import { NewPostPage } from './NewPostPage';

const bandra = group({ joined: true });
const cats = { ...catGroup, joined: true };
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'bella.png', { type: 'image/png' });

function api(create: Parameters<typeof fakeApi>[0][string] = { status: 201, body: { post: post() } }) {
  let uploads = 0;
  return fakeApi({
    'GET /api/community/groups': ok({
      groups: [bandra, cats, group({ id: 'b00000000000000000000003', name: 'Other' })],
    }),
    // Each chosen file is uploaded on its own and stored under a new id.
    'POST /api/images': () => ({ status: 201, body: { image: imageRef(++uploads) } }),
    'POST /api/community/posts': create,
  });
}

async function fillIn() {
  await userEvent.selectOptions(await screen.findByLabelText('Group'), bandra.id);
  await userEvent.type(screen.getByLabelText('Title'), 'Walk time on Sunday');
  await userEvent.type(screen.getByLabelText("What's on your mind?"), 'Meet at 7.');
}

describe('creating a post', () => {
  it('offers only the groups one joined and says what each field needs', async () => {
    const requests = api();
    renderWithPlatform(<NewPostPage />);

    const select = await screen.findByLabelText('Group');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a group', `${bandra.name} (Mumbai)`, `${cats.name} (Pune)`]);
    await userEvent.type(screen.getByLabelText('Title'), 'Hi');
    await userEvent.type(screen.getByLabelText("What's on your mind?"), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));

    expect(screen.getByText(communityMessages.chooseGroup)).toBeTruthy();
    expect(screen.getByText(communityMessages.postTitle)).toBeTruthy();
    expect(screen.getByText(communityMessages.postBody)).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('posts the text and a photo with an Idempotency-Key and opens the new post', async () => {
    const requests = api();
    renderWithPlatform(<NewPostPage />, { route: '/community/post/new' });

    await fillIn();
    await userEvent.upload(screen.getByLabelText('Photos (optional)'), png());
    expect(await screen.findByRole('img', { name: 'Chosen photo 1' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(currentUrl()).toBe(`/community/post/${post().id}`));
    const upload = requests.find((request) => request.path === '/api/images')!;
    expect(upload.headers['Content-Type']).toBe('image/png');
    const sent = requests.find((request) => request.path === '/api/community/posts')!;
    expect(sent.body).toEqual({
      groupId: bandra.id,
      title: 'Walk time on Sunday',
      body: 'Meet at 7.',
      photoIds: [imageRef(1).id],
    });
    expect(sent.headers['Idempotency-Key']).toMatch(/\S{16,}/);
    expect(await screen.findByText(communityMessages.postCreated)).toBeTruthy();
  });

  it('shows the upload checks: type, size, how many; a photo can be removed', async () => {
    const requests = api();
    renderWithPlatform(<NewPostPage />);
    const picker = await screen.findByLabelText('Photos (optional)');

    await userEvent.upload(picker, new File(['GIF89a'], 'bella.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(await screen.findByText(imageMessages.type)).toBeTruthy();
    const huge = new File([new Uint8Array(15 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await userEvent.upload(picker, huge);
    expect(await screen.findByText(imageMessages.size)).toBeTruthy();
    await userEvent.upload(picker, Array.from({ length: POST_PHOTOS_MAX + 1 }, png));
    expect(await screen.findByText(communityMessages.photos)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Chosen photos' })).toBeNull();
    // Nothing refused here was sent.
    expect(requests.filter((request) => request.path === '/api/images')).toEqual([]);

    await userEvent.upload(picker, [png(), png()]);
    const chosen = await screen.findByRole('list', { name: 'Chosen photos' });
    expect(within(chosen).getAllByRole('img')).toHaveLength(2);
    expect(screen.queryByText(communityMessages.photos)).toBeNull();
    await userEvent.click(within(chosen).getByRole('button', { name: 'Remove photo 2' }));
    expect(within(chosen).getAllByRole('img')).toHaveLength(1);
  });

  it('shows the posting limit’s message and keeps what was written', async () => {
    const requests = api([apiError(429, 'rate_limited', communityMessages.postingTooOften)]);
    renderWithPlatform(<NewPostPage />);

    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect((await screen.findByRole('alert')).textContent).toContain(communityMessages.postingTooOften);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Walk time on Sunday');

    // The same post tried again carries the same key: the API may not have taken the first.
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(2));
    const [first, second] = requests.filter((request) => request.method === 'POST');
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
  });

  it('shows a photo the API refused under the photos', async () => {
    api({
      status: 400,
      body: {
        error: {
          code: 'invalid_input',
          message: 'Some fields...',
          fields: { photoIds: 'Please choose the photo again.' },
        },
      },
    });
    renderWithPlatform(<NewPostPage />);

    await fillIn();
    await userEvent.upload(screen.getByLabelText('Photos (optional)'), png());
    await screen.findByRole('img', { name: 'Chosen photo 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Please choose the photo again.')).toBeTruthy();
  });

  it('preselects the group it was opened from', async () => {
    api();
    renderWithPlatform(<NewPostPage />, { route: `/community/post/new?group=${cats.id}` });
    expect(((await screen.findByLabelText('Group')) as HTMLSelectElement).value).toBe(cats.id);
  });

  it('sends someone in no group to browse them, and a guest to log in', async () => {
    fakeApi({ 'GET /api/community/groups': ok({ groups: [group()] }) });
    const { unmount } = renderWithPlatform(<NewPostPage />);
    expect(await screen.findByText('Join a group to post')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Communities' }).getAttribute('href')).toBe('/community');
    unmount();

    renderWithPlatform(<NewPostPage />, { user: null });
    expect(screen.getByText(communityMessages.signInToJoin)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
  });
});
