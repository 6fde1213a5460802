import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { moderatedPhotoUrl } from '@petpal/contracts';
import { ok } from '@petpal/design-system/test-utils/fake-fetch';
import { withStubApi } from '@petpal/design-system/test-utils/remote-story';
import { messageExcerpt, messagePhoto, reportedMessage } from '../../../test/fixtures';
import { tabStories, tabStoryFrame } from '../../../test/tab-stories';
import { MessageFlagsTab } from './MessageFlagsTab';

const meta = {
  title: 'Admin/MessageFlagsTab',
  component: MessageFlagsTab,
  ...tabStoryFrame,
} satisfies Meta<typeof MessageFlagsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const queue = {
  items: [
    reportedMessage(),
    reportedMessage({
      messageId: '64b000000000000000000037',
      reportCount: 2,
      message: { ...reportedMessage().message, id: '64b000000000000000000037', text: 'A very long rant '.repeat(20) },
      sender: { userId: '64b000000000000000000031', name: 'Priya S.', role: 'owner', providerKind: null },
    }),
  ],
};

const states = tabStories({
  route: 'GET /api/admin/message-flags',
  empty: { items: [] },
  emptyText: 'No reported messages.',
  filled: queue,
  filledText: '2 reports',
});

export const Loading: Story = states.Loading;
export const Empty: Story = states.Empty;
export const Filled: Story = states.Filled;
export const FilledOnPhone: Story = states.FilledOnPhone;
export const LoadFailed: Story = states.LoadFailed;

const base = `/api/admin/message-flags/${reportedMessage().messageId}`;

/** Opening the conversation around a report with the keyboard, then Hide with a note. */
export const OpenAndHide: Story = {
  beforeEach: withStubApi(
    {
      'GET /api/admin/message-flags': ok(queue),
      [`GET ${base}`]: ok(messageExcerpt()),
      [`POST ${base}/hide`]: ok({
        action: 'message.hide',
        targetType: 'message',
        targetId: reportedMessage().messageId,
      }),
    },
    { user: null },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [toggle] = await canvas.findAllByRole('button', { name: 'Show conversation' });
    toggle!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Can you walk Bella on Friday?')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const [hide] = canvas.getAllByRole('button', { name: 'Hide message' });
    await userEvent.click(hide!);
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Hide the message from Nisha Rao?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Off-app payment.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide message' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/**
 * A reported message that is only a photo (decision 111): the admin sees it through their own address for the
 * reported message (the story's stand-in API has no file, so the drawing shows in its place).
 */
export const PhotoMessage: Story = {
  beforeEach: withStubApi(
    {
      'GET /api/admin/message-flags': ok({
        items: [reportedMessage({ message: { ...reportedMessage().message, text: '', photos: [messagePhoto()] } })],
      }),
    },
    { user: null },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = (await canvas.findByRole('img', { name: 'Photo 1 of 1 from Nisha Rao' })).closest('a');
    await expect(link).toHaveAttribute('href', moderatedPhotoUrl(reportedMessage().messageId, messagePhoto().id, 1280));
  },
};
