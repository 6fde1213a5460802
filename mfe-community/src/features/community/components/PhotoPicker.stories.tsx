import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { communityMessages, PET_PHOTO_SIZE_MESSAGE, PET_PHOTO_TYPE_MESSAGE } from '@petpal/contracts';
import { expectNoSidewaysScroll, onPhone } from '@petpal/design-system/test-utils/story-viewports';
import { photo, pngFile } from '../../../test/fixtures';
import { platformMeta } from '../../../test/story-platform';
import { PhotoPicker, type PhotoPickerProps } from './PhotoPicker';

/** The picker with its state, as the new post form holds it. */
function Picker(props: PhotoPickerProps) {
  const [photos, setPhotos] = useState(props.photos);
  const [error, setError] = useState(props.error);
  return (
    <PhotoPicker
      photos={photos}
      error={error}
      onChange={(next, refused) => {
        setPhotos(next);
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
  args: { photos: [], onChange: fn() },
} satisfies Meta<typeof PhotoPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddAndRemove: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(canvas.getByLabelText('Photos (optional)'), [pngFile(), pngFile('coco.png')]);
    const chosen = await canvas.findByRole('list', { name: 'Chosen photos' });
    await expect(within(chosen).getAllByRole('img')).toHaveLength(2);
    await userEvent.click(within(chosen).getByRole('button', { name: 'Remove photo 1' }));
    await expect(within(chosen).getAllByRole('img')).toHaveLength(1);
  },
};

/** The upload checks, said before anything is sent. */
export const WrongTypeAndTooLarge: Story = {
  play: async ({ canvas }) => {
    // The browser's own filter (accept) is off here, as when someone picks "All files".
    const user = userEvent.setup({ applyAccept: false });
    const picker = canvas.getByLabelText('Photos (optional)');
    await user.upload(picker, new File(['GIF89a'], 'bella.gif', { type: 'image/gif' }));
    await expect(await canvas.findByText(PET_PHOTO_TYPE_MESSAGE)).toBeVisible();
    await user.upload(picker, new File([new Uint8Array(512 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    await expect(await canvas.findByText(PET_PHOTO_SIZE_MESSAGE)).toBeVisible();
  },
};

export const FullOnPhone: Story = {
  args: { photos: [photo(10), photo(90), photo(180), photo(270)] },
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText('Photos (optional)')).toBeDisabled();
    await expect(canvas.getByText(/the most a post can have/)).toBeVisible();
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const TooManyTogether: Story = {
  args: { error: communityMessages.photosTotal },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(communityMessages.photosTotal);
  },
};
