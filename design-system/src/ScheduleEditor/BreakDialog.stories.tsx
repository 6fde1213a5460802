import type { Meta, StoryObj } from '@storybook/react-vite';
import { BreakInput, StylistBreakInput, vetMessages } from '@petpal/contracts';
import { expect, fn, waitFor, within } from 'storybook/test';
import type * as z from 'zod/mini';
import type { FieldErrors } from '../forms/field-errors';
import { BreakDialog } from './BreakDialog';

/** Each story's own contract (the vet's or the stylist's). */
type Contract = z.ZodMiniType<unknown, Record<string, unknown>>;

const meta = {
  title: 'Forms/BreakDialog',
  component: BreakDialog<Contract>,
  args: {
    open: true,
    onClose: fn(),
    description: 'Monday, 09:00 - 17:00 · 30-minute slots',
    withReason: true,
    contract: BreakInput,
    saving: false,
    onSave: fn(async (): Promise<FieldErrors | undefined> => undefined),
  },
} satisfies Meta<typeof BreakDialog<Contract>>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Add break' });

/** Lunch unless changed, with a reason where the contract takes one. */
export const WithAReason: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('Monday, 09:00 - 17:00 · 30-minute slots');
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Lunch');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Break' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({ startTime: '13:00', endTime: '14:00', reason: 'Lunch' }),
    );
  },
};

/** Times only, and the API's words on the field they are about. */
export const TimesOnly: Story = {
  args: {
    withReason: false,
    formLabel: 'Add break',
    contract: StylistBreakInput,
    onSave: fn(async (): Promise<FieldErrors | undefined> => ({ startTime: 'The break must be inside the hours.' })),
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(dialogOf(canvasElement));
    await expect(dialog.queryByLabelText('Reason (optional)')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Add Break' }));
    await expect(await dialog.findByText('The break must be inside the hours.')).toBeVisible();
  },
};

export const EndBeforeStart: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = within(dialogOf(canvasElement));
    await userEvent.clear(dialog.getByLabelText('End time'));
    await userEvent.type(dialog.getByLabelText('End time'), '12:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Break' }));
    await expect(dialog.getByText(vetMessages.timeRange)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
