import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { petReport, reportId } from '../../../test/fixtures';
import { apiError, fakeApi, ok, renderRoute } from '../../../test/render';

const path = `/api/notifications/reports/${reportId}`;
const comment = {
  id: 'f00000000000000000000001',
  authorName: 'Ria K.',
  byReporter: false,
  isMine: false,
  body: 'Saw a beagle near the lake this morning.',
  createdAt: new Date(Date.now() - 600_000).toISOString(),
};
const conversation = {
  participantId: 'a00000000000000000000002',
  withName: 'Ria K.',
  lastMessage: 'I think I have your dog.',
  lastMessageAt: new Date().toISOString(),
  messageCount: 1,
};

function api(report = petReport(), extra: Record<string, unknown> = {}) {
  return fakeApi({
    [`GET ${path}`]: ok({ report }),
    [`GET ${path}/comments`]: ok({ comments: [comment] }),
    ...extra,
  } as Parameters<typeof fakeApi>[0]);
}

const actions = () => screen.getByRole('group', { name: 'Report actions' });
/** The buttons and links of the actions, in order. */
const actionNames = () => [...actions().querySelectorAll('a, button')].map((element) => element.textContent);

describe('ReportPage', () => {
  it('shows the report with its LOST badge, details and comments; another user may mark it seen', async () => {
    const photo = { id: 'Brunos-photo-012345678', widths: [320, 640], width: 640, height: 480 };
    api(petReport({ petPictureUrl: `/api/images/${photo.id}/640`, photo }));
    renderRoute(`/pet-reports/${reportId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bruno' })).toBeTruthy();
    expect(screen.getByText('LOST')).toBeTruthy();
    const shown = screen.getByRole('img', { name: 'Photo of Bruno' });
    expect(shown.getAttribute('srcset')).toBe(`/api/images/${photo.id}/320 320w, /api/images/${photo.id}/640 640w`);
    expect(shown.getAttribute('loading')).toBe('eager');
    expect(screen.getByText('MG Road, Bengaluru')).toBeTruthy();
    expect(screen.getByText('2 times')).toBeTruthy();
    const names = actionNames();
    expect(names).toEqual(['Mark Seen', 'Message the Owner', 'Print Flyer']);
    expect(within(actions()).getByRole('link', { name: 'Print Flyer' }).getAttribute('href')).toBe(`${path}/flyer`);
    expect((await screen.findByRole('list', { name: 'Comments' })).textContent).toContain(comment.body);
  });

  it("shows the report's point on a map with the nearby-alert circle and a line naming the place", async () => {
    const requests = api(petReport(), {
      'GET /api/auth/location/reverse': ok({ city: 'Bengaluru', state: 'Karnataka', country: 'India' }),
    });
    renderRoute(`/pet-reports/${reportId}`);
    await screen.findByRole('heading', { level: 1, name: 'Bruno' });
    const map = screen.getByRole('region', { name: 'Map of where Bruno was last seen' });
    expect(await within(map).findByRole('img', { name: 'Lost: Bruno' })).toBeTruthy();
    expect(await screen.findByText('Last seen in Bengaluru, Karnataka, India (12.976, 77.607)')).toBeTruthy();
    expect(screen.getByText('The circle shows the 5 km radius of nearby alerts around this point.')).toBeTruthy();
    const lookup = requests.find((request) => request.path === '/api/auth/location/reverse');
    expect(Object.fromEntries(lookup?.query ?? [])).toEqual({ lat: '12.976000', lon: '77.607000' });
  });

  it('names the point by its coordinates when the place cannot be looked up', async () => {
    api(petReport(), {
      'GET /api/auth/location/reverse': apiError(502, 'location_unavailable', 'Location unavailable'),
    });
    renderRoute(`/pet-reports/${reportId}`);
    await screen.findByRole('heading', { level: 1, name: 'Bruno' });
    expect(await screen.findByText('Map point 12.976, 77.607')).toBeTruthy();
  });

  it('gives the reporter Edit, Resolve, Messages, Delete and Print Flyer, and no Mark Seen', async () => {
    api(petReport({ isMine: true }));
    renderRoute(`/pet-reports/${reportId}`);
    await screen.findByRole('heading', { level: 1, name: 'Bruno' });
    const names = actionNames();
    expect(names).toEqual(['Edit', 'Resolve', 'Messages', 'Delete', 'Print Flyer']);
    expect(within(actions()).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/pet-reports/${reportId}/edit`,
    );
  });

  it('marks a pet seen with an optional note', async () => {
    const requests = api(petReport(), { [`POST ${path}/seen`]: ok({ seenCount: 3, counted: true }) });
    renderRoute(`/pet-reports/${reportId}`);
    await screen.findByRole('heading', { level: 1, name: 'Bruno' });
    const user = userEvent.setup();
    await user.click(within(actions()).getByRole('button', { name: 'Mark Seen' }));
    const dialog = screen.getByRole('dialog', { name: 'Have you seen Bruno?' });
    await user.type(within(dialog).getByRole('textbox'), 'By the bakery at 9');
    await user.click(within(dialog).getByRole('button', { name: 'Mark Seen' }));
    expect(await screen.findByText('Thank you! The person who posted this report has been told.')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ note: 'By the bakery at 9' });
    expect(await screen.findByText('3 times')).toBeTruthy();
  });

  it('resolves and deletes the reporter’s report', async () => {
    const resolved = petReport({ isMine: true, isActive: false, resolvedAt: new Date().toISOString() });
    const requests = api(petReport({ isMine: true }), {
      [`POST ${path}/resolve`]: ok({ report: resolved }),
      [`DELETE ${path}`]: ok({ deleted: true }),
      'GET /api/notifications/reports': ok({ reports: [] }),
      'GET /api/notifications/alert-settings': ok({ enabled: false, radiusKm: 5, point: null }),
    });
    renderRoute(`/pet-reports/${reportId}`);
    await screen.findByRole('heading', { level: 1, name: 'Bruno' });
    const user = userEvent.setup();
    await user.click(within(actions()).getByRole('button', { name: 'Resolve' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Mark as reunited?' })).getByRole('button', { name: 'Resolve' }),
    );
    expect(await screen.findByText('Marked as reunited.')).toBeTruthy();
    expect(screen.getAllByText('Reunited').length).toBeGreaterThan(0);
    expect(within(actions()).queryByRole('button', { name: 'Resolve' })).toBeNull();

    await user.click(within(actions()).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this report?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Pet Reports' })).toBeTruthy();
    expect(requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST ${path}/resolve`,
      `DELETE ${path}`,
    ]);
  });

  it('opens the messages from /pet-report/:id?openMessages=true: the reporter’s conversations', async () => {
    const requests = api(petReport({ isMine: true }), {
      [`GET ${path}/conversations`]: ok({ conversations: [conversation] }),
      [`GET ${path}/messages`]: ok({
        participantId: conversation.participantId,
        withName: 'Ria K.',
        messages: [{ id: 'm1', fromMe: false, body: 'I think I have your dog.', createdAt: new Date().toISOString() }],
      }),
      [`POST ${path}/messages`]: {
        status: 201,
        body: {
          participantId: conversation.participantId,
          message: { id: 'm2', fromMe: true, body: 'On my way!', createdAt: new Date().toISOString() },
        },
      },
    });
    renderRoute(`/pet-report/${reportId}?openMessages=true`);
    const section = await screen.findByRole('region', { name: 'Messages' });
    const user = userEvent.setup();
    await user.click(await within(section).findByRole('button', { name: /Ria K\./ }));
    expect((await within(section).findByRole('list', { name: 'Messages with Ria K.' })).textContent).toContain(
      'I think I have your dog.',
    );
    await user.type(within(section).getByRole('textbox', { name: 'Your message' }), 'On my way!');
    await user.click(within(section).getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')).toBeTruthy());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      body: 'On my way!',
      withUserId: conversation.participantId,
    });
    expect(requests.find((r) => r.path.endsWith('/messages') && r.method === 'GET')?.query.get('with')).toBe(
      conversation.participantId,
    );
  });

  it('lets another user message the owner and comment', async () => {
    const requests = api(petReport(), {
      [`GET ${path}/messages`]: ok({ participantId: 'u1', withName: 'Priya S.', messages: [] }),
      [`POST ${path}/comments`]: {
        status: 201,
        body: { comment: { ...comment, id: 'f2', isMine: true, body: 'Sharing with my building.' } },
      },
    });
    renderRoute(`/pet-reports/${reportId}`);
    await screen.findByRole('heading', { level: 1, name: 'Bruno' });
    const user = userEvent.setup();
    await user.click(within(actions()).getByRole('button', { name: 'Message the Owner' }));
    const section = await screen.findByRole('region', { name: 'Messages' });
    expect(await within(section).findByRole('heading', { name: 'Conversation with Priya S.' })).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'Sharing with my building.');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem')).toHaveLength(2),
    );
    const mine = within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem')[1]!;
    expect(mine.textContent).toMatch(/^You.*Sharing with my building\.$/);
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ body: 'Sharing with my building.' });
  });

  it('asks a guest to log in to help, showing the report and its comments', async () => {
    api();
    renderRoute(`/pet-report/${reportId}?openMessages=true`, { user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bruno' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to help' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('region', { name: 'Messages' })).toBeNull();
    expect(await screen.findByText('Log in to comment.')).toBeTruthy();
  });

  it('says when the report does not exist', async () => {
    fakeApi({ [`GET ${path}`]: apiError(404, 'not_found', 'We could not find that pet report.') });
    renderRoute(`/pet-reports/${reportId}`);
    expect(await screen.findByText('This pet report could not be found. It may have been removed.')).toBeTruthy();
  });
});
