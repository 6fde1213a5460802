import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { communityMessages } from '@petpal/contracts';
import { apiError, ok } from '@petpal/design-system/test-utils/fake-fetch';
import { expectNoSidewaysScroll, onPhone } from '@petpal/design-system/test-utils/story-viewports';
import { ownPost } from '../../../test/fixtures';
import { withFakeApi, platformMeta } from '../../../test/story-platform';
import { sam } from '../../../test/users';
import { EditPostForm } from './EditPostForm';

const post = ownPost();
const path = `PATCH /api/community/posts/${post.id}`;

const meta = {
  title: 'Community/EditPostForm',
  component: EditPostForm,
  ...platformMeta({ viewports: true }),
  args: { post, onDone: fn() },
} satisfies Meta<typeof EditPostForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Save: Story = {
  beforeEach: withFakeApi({ [path]: ok({ post: { ...post, body: 'Moved to 7:30.' } }) }, { user: sam }),
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.clear(canvas.getByLabelText('Text'));
    await userEvent.type(canvas.getByLabelText('Text'), 'Moved to 7:30.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalled());
  },
};

export const TitleTooShortOnPhone: Story = {
  globals: onPhone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.clear(canvas.getByLabelText('Title'));
    await userEvent.type(canvas.getByLabelText('Title'), 'Hi');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(canvas.getByLabelText('Title')).toHaveAccessibleDescription(communityMessages.postTitle);
    await expectNoSidewaysScroll(canvasElement);
  },
};

/** A moderator removed the author's rights meanwhile, or they left: the API's word. */
export const Refused: Story = {
  beforeEach: withFakeApi({ [path]: apiError(403, 'not_yours', communityMessages.notYours) }, { user: sam }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Text'), ' Updated.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(within(await canvas.findByRole('alert')).getByText(communityMessages.notYours)).toBeVisible();
  },
};
