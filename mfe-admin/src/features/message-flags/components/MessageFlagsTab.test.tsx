import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminMessages, moderatedPhotoUrl } from '@petpal/contracts';
import { apiError, ok, renderInRemote, stubApi } from '@petpal/design-system/test-utils/remote-render';
import { messageExcerpt, messagePhoto, reportedMessage } from '../../../test/fixtures';
import { MessageFlagsTab } from './MessageFlagsTab';

const messageId = reportedMessage().messageId;
const base = `/api/admin/message-flags/${messageId}`;

describe('MessageFlagsTab', () => {
  it('shows each reported message with its reports, opens the conversation around it, and hides it with a note', async () => {
    const requests = stubApi({
      'GET /api/admin/message-flags': [ok({ items: [reportedMessage()] }), ok({ items: [] })],
      [`GET ${base}`]: ok(messageExcerpt()),
      [`POST ${base}/hide`]: ok({ action: 'message.hide', targetType: 'message', targetId: messageId }),
    });
    renderInRemote(<MessageFlagsTab />, { user: null });
    const card = (await screen.findByRole('heading', { name: 'Message from Nisha Rao' })).closest('li')!;
    expect(within(card).getByText('Pay me in cash, it is cheaper')).toBeTruthy();
    expect(within(card).getByText('1 report')).toBeTruthy();
    expect(within(card).getByText('spam: Asks for cash. (by Priya S.)')).toBeTruthy();

    const toggle = within(card).getByRole('button', { name: 'Show conversation' });
    await userEvent.click(toggle);
    const excerpt = await within(card).findByRole('list', { name: /Between Priya S\. \(pet owner\) and Nisha Rao/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(excerpt.id);
    const lines = within(excerpt).getAllByRole('listitem');
    expect(lines.map((line) => line.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(lines[1]!.textContent).toContain('Reported');
    expect(lines[2]!.textContent).toContain('I will pay through PetPal.');

    await userEvent.click(within(card).getByRole('button', { name: 'Hide message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide the message from Nisha Rao?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide message' }));
    expect(within(dialog).getByText(adminMessages.reasonRequired)).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Off-app payment.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide message' }));
    expect(await screen.findByText('No reported messages.')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')).toMatchObject({
      path: `${base}/hide`,
      body: { reason: 'Off-app payment.' },
    });
  });

  it('shows a photo-only message’s photos through the admin’s own address, here and in the conversation', async () => {
    const photo = messagePhoto();
    const message = { ...reportedMessage().message, text: '', photos: [photo] };
    const excerpt = messageExcerpt();
    stubApi({
      'GET /api/admin/message-flags': ok({ items: [reportedMessage({ message })] }),
      [`GET ${base}`]: ok({
        ...excerpt,
        messages: excerpt.messages.map((line) => (line.id === messageId ? message : line)),
      }),
    });
    renderInRemote(<MessageFlagsTab />, { user: null });
    const card = (await screen.findByRole('heading', { name: 'Message from Nisha Rao' })).closest('li')!;
    const shown = within(card).getByRole('img', { name: 'Photo 1 of 1 from Nisha Rao' });
    expect(shown.getAttribute('src')).toBe(moderatedPhotoUrl(messageId, photo.id, 320));
    expect(shown.closest('a')!.getAttribute('href')).toBe(moderatedPhotoUrl(messageId, photo.id, 1280));

    await userEvent.click(within(card).getByRole('button', { name: 'Show conversation' }));
    const lines = await within(card).findByRole('list', { name: /Between Priya S\. \(pet owner\) and Nisha Rao/ });
    const reported = within(lines)
      .getAllByRole('listitem')
      .find((line) => line.getAttribute('aria-current') === 'true')!;
    expect(within(reported).getByRole('img', { name: 'Photo 1 of 1 from Nisha Rao' }).getAttribute('src')).toBe(
      moderatedPhotoUrl(messageId, photo.id, 320),
    );
  });

  it('dismisses, and shows the API refusal of a second one inside the dialog', async () => {
    stubApi({
      'GET /api/admin/message-flags': ok({ items: [reportedMessage()] }),
      [`POST ${base}/dismiss`]: apiError(409, 'already_closed', adminMessages.messageReportsClosed),
    });
    renderInRemote(<MessageFlagsTab />, { user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss the reports of this message?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Fair.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss reports' }));
    expect(await within(dialog).findByText(adminMessages.messageReportsClosed)).toBeTruthy();
  });

  it('shows closed reports on request, a hidden message without Hide or Dismiss', async () => {
    const hidden = reportedMessage({ status: 'hidden', message: { ...reportedMessage().message, hidden: true } });
    const requests = stubApi({
      'GET /api/admin/message-flags': [ok({ items: [] }), ok({ items: [hidden] })],
    });
    renderInRemote(<MessageFlagsTab />, { user: null });
    expect(await screen.findByText('No reported messages.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'closed');
    const card = (await screen.findByRole('heading', { name: 'Message from Nisha Rao' })).closest('li')!;
    expect(within(card).getByText('Hidden')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Hide message' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Dismiss' })).toBeNull();
    expect(requests.map((request) => request.query.get('status'))).toEqual([null, 'closed']);
  });

  it('shows a failed load with Retry', async () => {
    stubApi({
      'GET /api/admin/message-flags': [apiError(500, 'internal', 'Something broke.'), ok({ items: [] })],
    });
    renderInRemote(<MessageFlagsTab />, { user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No reported messages.')).toBeTruthy();
  });
});
