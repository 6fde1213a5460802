import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HolidayInput, vetMessages } from '@petpal/contracts';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { HolidaysEditor, type HolidaysEditorProps } from './HolidaysEditor';

const holiday = { id: 'h1', startDate: '2026-12-24', endDate: '2026-12-24', reason: 'Christmas Eve' };

function renderEditor(overrides: Partial<HolidaysEditorProps<typeof holiday, typeof HolidayInput>> = {}) {
  const props = {
    holidays: [holiday],
    contract: HolidayInput,
    adding: false,
    onAdd: vi.fn(async () => undefined),
    removing: false,
    onRemove: vi.fn(),
    ...overrides,
  };
  renderWithTheme(<HolidaysEditor {...props} />);
  return props;
}

describe('HolidaysEditor', () => {
  it('hands a checked holiday (one day when the last is blank) to its owner, then starts again blank', async () => {
    const props = renderEditor();
    await userEvent.type(screen.getByLabelText('First day'), '2026-12-31');
    await userEvent.type(screen.getByLabelText('Reason (optional)'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Add Holiday' }));
    expect(props.onAdd).toHaveBeenCalledWith({ startDate: '2026-12-31', endDate: '2026-12-31', reason: 'x' });
    expect(screen.getByLabelText<HTMLInputElement>('Reason (optional)').value).toBe('');
  });

  it('shows the contract’s words and sends nothing, then the API’s refusal', async () => {
    const props = renderEditor({
      onAdd: vi.fn(async () => ({ form: 'Could not save your changes. Please try again.' })),
    });
    await userEvent.type(screen.getByLabelText('First day'), '2026-12-31');
    await userEvent.type(screen.getByLabelText(/^Last day/), '2026-12-30');
    await userEvent.click(screen.getByRole('button', { name: 'Add Holiday' }));
    expect(screen.getByText(vetMessages.holidayRange)).toBeTruthy();
    expect(props.onAdd).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(/^Last day/));
    await userEvent.click(screen.getByRole('button', { name: 'Add Holiday' }));
    expect(await screen.findByText('Could not save your changes. Please try again.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('First day').value).toBe('2026-12-31');
  });

  it('lists a holiday with its reason and removes it', async () => {
    const props = renderEditor();
    expect(screen.getByRole('list', { name: 'Holidays' }).textContent).toContain('December 24, 2026 · Christmas Eve');
    await userEvent.click(screen.getByRole('button', { name: 'Remove holiday December 24, 2026' }));
    expect(props.onRemove).toHaveBeenCalledWith(holiday);
  });

  it('says so when there are none', () => {
    renderEditor({ holidays: [], removing: true });
    expect(screen.getByText('No holidays.')).toBeTruthy();
  });
});
