import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { blankHoliday, HolidaysEditor } from './HolidaysEditor';

const holiday = { id: 'h1', startDate: '2026-12-24', endDate: '2026-12-24', reason: 'Christmas Eve' };

function renderEditor(overrides: Partial<Parameters<typeof HolidaysEditor>[0]> = {}) {
  const props = {
    holidays: [holiday],
    draft: blankHoliday,
    onDraftChange: vi.fn(),
    errors: {},
    adding: false,
    onAdd: vi.fn(),
    removing: false,
    onRemove: vi.fn(),
    ...overrides,
  };
  renderWithTheme(<HolidaysEditor {...props} />);
  return props;
}

describe('HolidaysEditor', () => {
  it('hands each typed field and the Add press to its owner', async () => {
    const props = renderEditor();
    await userEvent.type(screen.getByLabelText('Reason (optional)'), 'x');
    expect(props.onDraftChange).toHaveBeenCalledWith({ ...blankHoliday, reason: 'x' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Holiday' }));
    expect(props.onAdd).toHaveBeenCalledTimes(1);
  });

  it('lists a holiday with its reason and removes it, but not while a removal is on its way', async () => {
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
