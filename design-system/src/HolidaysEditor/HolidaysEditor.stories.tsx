import type { Meta, StoryObj } from '@storybook/react-vite';
import { HolidayInput, vetMessages } from '@petpal/contracts';
import { expect, fn } from 'storybook/test';
import type { FieldErrors } from '../forms/field-errors';
import { HolidaysEditor, type Holiday } from './HolidaysEditor';

const holidays: Holiday[] = [
  { id: 'h2', startDate: '2026-12-31', endDate: '2026-12-31', reason: '' },
  { id: 'h1', startDate: '2026-12-24', endDate: '2026-12-25', reason: 'Christmas' },
];

const meta = {
  title: 'Forms/HolidaysEditor',
  component: HolidaysEditor<Holiday, typeof HolidayInput>,
  args: {
    holidays,
    contract: HolidayInput,
    adding: false,
    onAdd: fn(async (): Promise<FieldErrors | undefined> => undefined),
    removing: false,
    onRemove: fn(),
  },
} satisfies Meta<typeof HolidaysEditor<Holiday, typeof HolidayInput>>;

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
    await userEvent.type(canvas.getByLabelText('First day'), '2027-01-04');
    await userEvent.type(canvas.getByLabelText('Reason (optional)'), 'Family');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Holiday' }));
    await expect(args.onAdd).toHaveBeenCalledWith({ startDate: '2027-01-04', endDate: '2027-01-04', reason: 'Family' });
  },
};

/** The contract's words under their field, and the API's refusal above the fields. */
export const WithErrors: Story = {
  args: { onAdd: fn(async () => ({ form: 'Could not save your changes. Please try again.' })) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Holiday' }));
    await expect(canvas.getByLabelText('First day')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(canvas.getByLabelText('First day'), '2027-01-04');
    await userEvent.type(canvas.getByLabelText(/^Last day/), '2027-01-03');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Holiday' }));
    await expect(canvas.getByText(vetMessages.holidayRange)).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/^Last day/));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Holiday' }));
    await expect(await canvas.findByText('Could not save your changes. Please try again.')).toBeVisible();
  },
};
