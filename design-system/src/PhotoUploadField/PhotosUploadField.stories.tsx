import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { imageMessages } from '@petpal/contracts';
import { PhotosUploadField, type PhotosUploadFieldProps } from './PhotosUploadField';

const ids = ['Bella-photo-0123456789', 'Bruno-photo-0123456789', 'Coco-photo-01234567890'];

/** The field as a form holds it: the ids it reports come back as its value, a refusal as its error. */
function Held(props: PhotosUploadFieldProps) {
  const [value, setValue] = useState(props.value);
  const [error, setError] = useState<string | undefined>(props.error);
  return (
    <PhotosUploadField
      {...props}
      value={value}
      error={error}
      onChange={(next, refused) => {
        props.onChange(next, refused);
        setValue(next);
        setError(refused);
      }}
    />
  );
}

const meta = {
  title: 'Forms/PhotosUploadField',
  component: PhotosUploadField,
  args: {
    label: 'Photos',
    hint: 'Up to 3 photos, JPEG, PNG or WebP, up to 15 MB each.',
    full: 'You have added 3 photos, the most a listing can have.',
    max: 3,
    tooMany: 'Add 1 to 3 photos.',
    cover: true,
    value: [],
    onChange: fn(),
    onBusy: fn(),
  },
  render: (args) => <Held {...args} />,
} satisfies Meta<typeof PhotosUploadField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A file of another type, or more files than fit, is refused before anything is sent. */
export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Photos');
    await expect(input).toHaveAttribute('multiple');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['GIF89a'], 'dog.gif', { type: 'image/gif' }));
    await expect(await canvas.findByText(imageMessages.type)).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith([], imageMessages.type);
    const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
    await user.upload(
      input,
      ['a', 'b', 'c', 'd'].map((name) => png(`${name}.png`)),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith([], 'Add 1 to 3 photos.');
    // Only the GIF went as far as the upload step (refused there before any request); the four never did.
    await expect(args.onBusy).toHaveBeenCalledTimes(2);
  },
};

/** Editing a record: its photos in order (the first is the cover); full, so the picker is off until one goes. */
export const Full: Story = {
  args: { value: ids },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Photos');
    await expect(input).toBeDisabled();
    await expect(canvas.getByText(args.full)).toBeVisible();
    const chosen = canvas.getByRole('list', { name: 'Chosen photos' });
    await expect(within(chosen).getByRole('img', { name: 'Chosen photo 1 (cover)' })).toHaveAttribute(
      'src',
      `/api/images/${ids[0]}/320`,
    );
    await userEvent.click(within(chosen).getByRole('button', { name: 'Remove photo 1' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(ids.slice(1), undefined);
    await expect(input).toBeEnabled();
    await expect(within(chosen).getByRole('img', { name: 'Chosen photo 1 (cover)' })).toHaveAttribute(
      'src',
      `/api/images/${ids[1]}/320`,
    );
  },
};

export const Refused: Story = {
  args: { value: ids.slice(0, 1), error: 'Please choose the photo again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Photos')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please choose the photo again.');
  },
};

/** A record's own names for its previews (a gallery, a message), and the picker off while the record is sent. */
export const NamedPreviewsWhileSending: Story = {
  args: {
    value: ids.slice(0, 2),
    cover: false,
    disabled: true,
    previewsLabel: 'Photos to send',
    previewAlt: (index: number) => `Photo ${index + 1} to send`,
    removeLabel: (index: number) => `Remove photo ${index + 1} from the message`,
  },
  play: async ({ canvas }) => {
    const previews = canvas.getByRole('list', { name: 'Photos to send' });
    await expect(within(previews).getByRole('img', { name: 'Photo 2 to send' })).toHaveAttribute(
      'src',
      `/api/images/${ids[1]}/320`,
    );
    await expect(canvas.getByLabelText('Photos')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove photo 1 from the message' })).toBeDisabled();
  },
};
