import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { trainerMessages } from '@petpal/contracts';
import { initialTrainingDraft, type TrainingDraft } from '../training-form';
import { OnlineTrainingFields } from './OnlineTrainingFields';
import type { FieldErrors } from '@petpal/design-system';

function Fields({ errors = {} }: { errors?: FieldErrors }) {
  const [draft, setDraft] = useState<TrainingDraft>({ ...initialTrainingDraft, appointmentType: 'online_training' });
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <OnlineTrainingFields draft={draft} errors={errors} onChange={(patch) => setDraft({ ...draft, ...patch })} />
    </div>
  );
}

const meta = {
  title: 'Pet care/OnlineTrainingFields',
  component: Fields,
} satisfies Meta<typeof Fields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hint and the field's kind follow the contact method. */
export const ContactMethods: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'WhatsApp' }));
    await expect(canvas.getByLabelText('Contact Info')).toHaveAttribute('type', 'tel');
    await userEvent.click(canvas.getByRole('radio', { name: 'Google Meet' }));
    await expect(canvas.getByLabelText('Contact Info')).toHaveAccessibleDescription(
      'The link of the Google Meet you will hold the session in.',
    );
    await userEvent.click(canvas.getByLabelText('I have read and accept the online training terms.'));
    await expect(canvas.getByLabelText('I have read and accept the online training terms.')).toBeChecked();
  },
};

export const Incomplete: Story = {
  args: {
    errors: {
      contactMethod: trainerMessages.onlineRequirements,
      contactLink: trainerMessages.onlineRequirements,
      disclaimerAccepted: trainerMessages.onlineRequirements,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(trainerMessages.onlineRequirements)).toHaveLength(3);
    await expect(canvas.getByLabelText('Contact Info')).toHaveAttribute('aria-invalid', 'true');
  },
};
