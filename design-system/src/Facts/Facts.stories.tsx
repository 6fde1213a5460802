import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { CardList, EntryActions, EntryHeader, EntryTitle, Facts, ListEntry } from './Facts';

const meta = {
  title: 'Data display/Facts',
  component: Facts,
} satisfies Meta<typeof Facts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LabelsAndValues: Story = {
  render: () => (
    <Facts aria-label="Clinic">
      <dt>Location</dt>
      <dd>12 Harbour Road, Mumbai</dd>
      <dt>Phone</dt>
      <dd>+91 22 5555 0101</dd>
    </Facts>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Location')).toBeVisible();
    await expect(canvas.getByText('+91 22 5555 0101')).toBeVisible();
  },
};

export const ListOfEntries: Story = {
  render: () => (
    <CardList aria-label="Visits">
      {['Max', 'Luna'].map((pet) => (
        <ListEntry key={pet}>
          <EntryHeader>
            <EntryTitle>{pet}</EntryTitle>
            <EntryActions>
              <Button size="sm" variant="outline">
                Open
              </Button>
            </EntryActions>
          </EntryHeader>
          <Facts>
            <dt>Date</dt>
            <dd>December 7, 2026</dd>
          </Facts>
        </ListEntry>
      ))}
    </CardList>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Visits' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('heading', { name: 'Luna', level: 4 })).toBeVisible();
  },
};
