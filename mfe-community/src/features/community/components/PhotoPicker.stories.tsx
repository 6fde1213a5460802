import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { communityMessages, imageMessages, POST_PHOTOS_MAX } from '@petpal/contracts';
import { expectNoSidewaysScroll, onPhone } from '@petpal/design-system/test-utils/story-viewports';
import { imageRef, pngFile } from '../../../test/fixtures';
import { platformMeta } from '../../../test/story-platform';
import { PhotoPicker, type PhotoPickerProps } from './PhotoPicker';

/** The picker with its state, as the new post form holds it. */
function Picker(props: PhotoPickerProps) {
  const [photoIds, setPhotoIds] = useState(props.photoIds);
  const [error, setError] = useState(props.error);
  return (
    <PhotoPicker
      photoIds={photoIds}
      error={error}
      onChange={(next, refused) => {
        setPhotoIds(next);
        setError(refused);
        props.onChange(next, refused);
      }}
    />
  );
}

const meta = {
  title: 'Community/PhotoPicker',
  component: PhotoPicker,
  render: (args) => <Picker {...args} />,
  ...platformMeta({ viewports: true }),
  args: { photoIds: [], onChange: fn() },
} satisfies Meta<typeof PhotoPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const two = [imageRef(1).id, imageRef(2).id];

/** Photos already uploaded show from their stored width; one can be removed and focus returns to the picker. */
export const Remove: Story = {
  args: { photoIds: two },
  play: async ({ canvas, userEvent, args }) => {
    const chosen = canvas.getByRole('list', { name: 'Chosen photos' });
    await expect(within(chosen).getAllByRole('img')).toHaveLength(2);
    await expect(within(chosen).getByRole('img', { name: 'Chosen photo 1' })).toHaveAttribute(
      'src',
      `/api/images/${two[0]}/320`,
    );
    await userEvent.click(within(chosen).getByRole('button', { name: 'Remove photo 1' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([two[1]], undefined);
    await expect(within(chosen).getAllByRole('img')).toHaveLength(1);
  },
};

/** The upload checks said before anything is sent: the type, and more than 4 photos. */
export const WrongTypeAndTooMany: Story = {
  play: async ({ canvas, args }) => {
    // The browser's own filter (accept) is off here, as when someone picks "All files".
    const user = userEvent.setup({ applyAccept: false });
    const picker = canvas.getByLabelText('Photos (optional)');
    await user.upload(picker, new File(['GIF89a'], 'bella.gif', { type: 'image/gif' }));
    await expect(await canvas.findByText(imageMessages.type)).toBeVisible();
    await user.upload(
      picker,
      Array.from({ length: POST_PHOTOS_MAX + 1 }, (_, i) => pngFile(`dog-${i}.png`)),
    );
    await expect(await canvas.findByText(communityMessages.photos)).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith([], communityMessages.photos);
  },
};

export const FullOnPhone: Story = {
  args: { photoIds: [1, 2, 3, 4].map((n) => imageRef(n).id) },
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText('Photos (optional)')).toBeDisabled();
    await expect(canvas.getByText(/the most a post can have/)).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};
