import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { SlotGrid } from './SlotGrid';

const slots = [
  { startTime: '09:00:00', endTime: '09:30:00' },
  { startTime: '09:30', endTime: '10:00' },
];

describe('SlotGrid', () => {
  it('labels slots HH:MM - HH:MM, trimming seconds', () => {
    renderWithTheme(<SlotGrid slots={slots} onSelect={() => {}} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['09:00 - 09:30', '09:30 - 10:00']);
  });

  it('tells apart slots with the same start by their id', async () => {
    const onSelect = vi.fn();
    const twins = [
      { id: 'a-09:00', startTime: '09:00', endTime: '09:30' },
      { id: 'b-09:00', startTime: '09:00', endTime: '10:00' },
    ];
    renderWithTheme(<SlotGrid slots={twins} selected="b-09:00" onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: '09:00 - 09:30' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: '09:00 - 10:00' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: '09:00 - 09:30' }));
    expect(onSelect).toHaveBeenCalledWith('a-09:00');
  });

  it('marks the selected slot pressed and reports choices by start time', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<SlotGrid slots={slots} selected="09:00:00" onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: '09:00 - 09:30' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '09:30 - 10:00' }).getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: '09:30 - 10:00' }));
    expect(onSelect).toHaveBeenCalledWith('09:30');
  });

  it('disables every slot when disabled', () => {
    renderWithTheme(<SlotGrid slots={slots} onSelect={() => {}} disabled />);
    expect(screen.getAllByRole('button').every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });
});
