import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { blankHoliday, HolidaysEditor, type Holiday, type HolidaysEditorProps } from './HolidaysEditor';

const holidays: Holiday[] = [
  { id: 'h2', startDate: '2026-12-31', endDate: '2026-12-31', reason: '' },
  { id: 'h1', startDate: '2026-12-24', endDate: '2026-12-25', reason: 'Christmas' },
];

function Editable(props: HolidaysEditorProps<Holiday>) {
  const [draft, setDraft] = useState(props.draft);
  return <HolidaysEditor {...props} draft={draft} onDraftChange={setDraft} />;
}

const meta = {
  title: 'Forms/HolidaysEditor',
  component: HolidaysEditor<Holiday>,
  render: (args) => <Editable {...args} />,
  args: {
    holidays,
    draft: blankHoliday,
    onDraftChange: fn(),
    errors: {},
    adding: false,
    onAdd: fn(),
    removing: false,
    onRemove: fn(),
  },
} satisfies Meta<typeof HolidaysEditor<Holiday>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Listed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('December 24, 2026 to December 25, 2026 · Christmas');
    await expect(items[1]).toHaveTextContent('December 31, 2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove holiday December 31, 2026' }));
    await expect(args.onRemove).toHaveBeenCalledWith(holidays[0]);
  },
};

export const Add: Story = {
  args: { holidays: [] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('No holidays.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Reason (optional)'), 'Family');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Holiday' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

export const WithErrors: Story = {
  args: { errors: { startDate: 'Please choose a first day.', form: 'Could not save your changes. Please try again.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please choose a first day.')).toBeVisible();
    await expect(canvas.getByText('Could not save your changes. Please try again.')).toBeVisible();
  },
};
