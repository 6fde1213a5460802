import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { DayStepper } from './DayStepper';

describe('DayStepper', () => {
  it('asks for a date when there is none', () => {
    renderWithTheme(<DayStepper date={null} onPrev={() => {}} onNext={() => {}} />);
    expect(screen.getByText('Select a date')).toBeTruthy();
  });

  it('shows the date as MMMM d, yyyy and steps both ways', async () => {
    const onPrev = vi.fn();
    const onNext = vi.fn();
    renderWithTheme(<DayStepper date={new Date(2026, 11, 1)} onPrev={onPrev} onNext={onNext} />);
    expect(screen.getByText('December 1, 2026')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(onPrev).toHaveBeenCalledOnce();
    expect(onNext).toHaveBeenCalledOnce();
  });

  it('disables steps past the booking window', () => {
    renderWithTheme(<DayStepper date={new Date(2026, 11, 1)} onPrev={() => {}} onNext={() => {}} prevDisabled />);
    expect(screen.getByRole('button', { name: 'Previous day' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next day' })).toHaveProperty('disabled', false);
  });
});
