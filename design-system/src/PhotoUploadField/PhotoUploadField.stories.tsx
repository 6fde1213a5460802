import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { imageMessages } from '@petpal/contracts';
import { PhotoUploadField, type PhotoUploadFieldProps } from './PhotoUploadField';

const current = { id: 'Brunos-photo-012345678', widths: [320, 640] };

/** The field as a form holds it: the id it reports comes back as its value, a refusal as its error. */
function Held(props: PhotoUploadFieldProps) {
  const [value, setValue] = useState(props.value);
  const [error, setError] = useState<string | undefined>(props.error);
  return (
    <PhotoUploadField
      {...props}
      value={value}
      error={error}
      onChange={(...change: [string | null, string?]) => {
        props.onChange(...change);
        setValue(change[0]);
        setError(change[1]);
      }}
    />
  );
}

const meta = {
  title: 'Forms/PhotoUploadField',
  component: PhotoUploadField,
  args: { value: null, previewAlt: 'Chosen photo of the pet', onChange: fn(), onBusy: fn() },
  render: (args) => <Held {...args} />,
} satisfies Meta<typeof PhotoUploadField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Photo (optional)');
    await expect(canvas.getByText('JPEG, PNG or WebP, up to 15 MB.')).toBeVisible();
    // Another type is refused before anything is sent.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['GIF89a'], 'dog.gif', { type: 'image/gif' }));
    await expect(await canvas.findByText(imageMessages.type)).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(null, imageMessages.type);
    await expect(args.onBusy).toHaveBeenCalledWith(false);
  },
};

export const EditingARecordWithAPhoto: Story = {
  args: { value: current.id, current },
  play: async ({ canvas, userEvent, args }) => {
    const preview = canvas.getByRole('img', { name: 'Chosen photo of the pet' });
    await expect(preview).toHaveAttribute('src', `/api/images/${current.id}/320`);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByLabelText('Photo (optional)')).toHaveFocus();
  },
};

export const Refused: Story = {
  args: { error: imageMessages.size, label: 'Listing photo', hint: 'JPEG, PNG or WebP, up to 15 MB each.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Listing photo')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(imageMessages.size);
  },
};
