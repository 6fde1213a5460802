import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { communityMessages } from '@petpal/contracts';
import { apiError } from '@petpal/design-system/test-utils/fake-fetch';
import { onPhone } from '@petpal/design-system/test-utils/story-viewports';
import { group } from '../../../test/fixtures';
import { withFakeApi, platformMeta } from '../../../test/story-platform';
import { CreateGroupDialog } from './CreateGroupDialog';

const meta = {
  title: 'Community/CreateGroupDialog',
  component: CreateGroupDialog,
  ...platformMeta({ viewports: true }),
  args: { onClose: fn() },
} satisfies Meta<typeof CreateGroupDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (element: HTMLElement) =>
  within(within(element.ownerDocument.body).getByRole('dialog', { name: 'Create a group' }));

export const Create: Story = {
  beforeEach: withFakeApi({
    'POST /api/community/groups': { status: 201, body: { group: group({ joined: true, moderator: true }) } },
  }),
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.type(dialog.getByLabelText('Group name'), 'Bandra Dog Walkers');
    await userEvent.selectOptions(dialog.getByLabelText('Topic'), 'dogs');
    await userEvent.type(dialog.getByLabelText('City'), 'Mumbai');
    await userEvent.click(dialog.getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** On a phone, every field says what it needs. */
export const MissingFieldsOnPhone: Story = {
  globals: onPhone,
  play: async ({ canvasElement, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Create group' }));
    await expect(dialog.getByLabelText('Group name')).toHaveAccessibleDescription(communityMessages.groupName);
    await expect(dialog.getByLabelText('Topic')).toHaveAccessibleDescription(communityMessages.topic);
    await expect(dialog.getByLabelText('City')).toHaveAccessibleDescription(communityMessages.city);
  },
};

export const NameTaken: Story = {
  beforeEach: withFakeApi({
    'POST /api/community/groups': apiError(409, 'group_exists', communityMessages.groupTaken),
  }),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.type(dialog.getByLabelText('Group name'), 'Bandra Dog Walkers');
    await userEvent.selectOptions(dialog.getByLabelText('Topic'), 'dogs');
    await userEvent.type(dialog.getByLabelText('City'), 'Mumbai');
    await userEvent.click(dialog.getByRole('button', { name: 'Create group' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Group name')).toHaveAccessibleDescription(communityMessages.groupTaken),
    );
  },
};

export const TooManyToday: Story = {
  beforeEach: withFakeApi({
    'POST /api/community/groups': apiError(429, 'rate_limited', communityMessages.creatingGroupsTooOften),
  }),
  play: async ({ canvasElement, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.type(dialog.getByLabelText('Group name'), 'Another group');
    await userEvent.selectOptions(dialog.getByLabelText('Topic'), 'cats');
    await userEvent.type(dialog.getByLabelText('City'), 'Pune');
    await userEvent.click(dialog.getByRole('button', { name: 'Create group' }));
    await expect(await dialog.findByText(communityMessages.creatingGroupsTooOften)).toBeVisible();
  },
};
