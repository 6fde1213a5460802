import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '@petpal/contracts';
import { apiError, ok, renderInRemote, stubApi } from '@petpal/design-system/test-utils/remote-render';
import { flagged } from '../../../test/fixtures';
import { FlagsTab } from './FlagsTab';

const postId = flagged().post.id;

describe('FlagsTab', () => {
  it('shows each flagged post with its flags, and keeps one with a note', async () => {
    const requests = stubApi({
      'GET /api/admin/flags': [ok({ items: [flagged()] }), ok({ items: [] })],
      [`POST /api/admin/flags/${postId}/review`]: ok({ action: 'post.review', targetType: 'post', targetId: postId }),
    });
    renderInRemote(<FlagsTab />, { user: null });
    const card = (await screen.findByText('Buy my stuff')).closest('li')!;
    expect(within(card).getByText('Cheap leashes, DM me!')).toBeTruthy();
    expect(within(card).getByText('3 flags')).toBeTruthy();
    expect(within(card).getByText('spam: Selling things.')).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Keep' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep "Buy my stuff"?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep post' }));
    expect(within(dialog).getByText(adminMessages.reasonRequired)).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Not spam.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep post' }));
    expect(await screen.findByText('No flagged posts.')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      action: 'restore',
      reason: 'Not spam.',
    });
  });

  it('removes a post, and shows the API refusal inside the dialog', async () => {
    stubApi({
      'GET /api/admin/flags': ok({ items: [flagged()] }),
      [`POST /api/admin/flags/${postId}/review`]: apiError(404, 'not_found', adminMessages.postNotFound),
    });
    renderInRemote(<FlagsTab />, { user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Spam.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove post' }));
    expect(await within(dialog).findByText(adminMessages.postNotFound)).toBeTruthy();
  });

  it('shows an error with Retry', async () => {
    stubApi({ 'GET /api/admin/flags': [apiError(500, 'internal', 'Something broke.'), ok({ items: [] })] });
    renderInRemote(<FlagsTab />, { user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No flagged posts.')).toBeTruthy();
  });
});
