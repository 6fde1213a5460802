import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { RatingDialog } from './RatingDialog';

const meta = {
  title: 'Overlays/RatingDialog',
  component: RatingDialog,
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    title: 'Rate your visit',
    description: 'Dr. Meera Shah · December 7, 2026',
    question: 'How was the visit?',
    subjectKey: 'appointment-1',
    submitting: false,
  },
} satisfies Meta<typeof RatingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rate: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const dialog = await canvas.findByRole('dialog', { name: 'Rate your visit' });
    const submit = canvas.getByRole('button', { name: 'Submit Rating' });
    await expect(submit).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(canvas.getByLabelText('Feedback (optional)'), '  Gentle with Bella.  ');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({ rating: 4, feedback: 'Gentle with Bella.' });
    await expect(dialog).toHaveTextContent('How was the visit?');
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('dialog', { name: 'Rate your visit' })).toBeVisible();
  },
};

export const Cancel: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};
