import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisitNoteList } from './VisitNoteList';

const meta = {
  title: 'Vet booking/VisitNoteList',
  component: VisitNoteList,
  args: {
    notes: [
      {
        appointmentId: 'e1',
        vetName: 'Dr. Asha Rao',
        pet: { name: 'Bella', breed: 'Beagle' },
        date: '2026-11-02',
        startTime: '09:00',
        notes: 'Mild ear infection.\nEar drops twice a day for a week; come back if it persists.',
        updatedAt: '2026-11-02T10:00:00.000Z',
      },
    ],
  },
} satisfies Meta<typeof VisitNoteList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Notes: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Visit notes' })).toHaveTextContent('Bella (Beagle)');
  },
};

export const NoNotes: Story = {
  args: { notes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No visit notes yet')).toBeVisible();
  },
};
