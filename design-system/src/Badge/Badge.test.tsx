import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { Badge } from './Badge';
import { CountBadge } from './CountBadge';
import { StatusBadge } from './StatusBadge';

describe('Badge', () => {
  it('renders its text', () => {
    renderWithTheme(<Badge variant="info">New</Badge>);
    expect(screen.getByText('New')).toBeTruthy();
  });
});

describe('CountBadge', () => {
  it('renders nothing for zero', () => {
    const { container } = renderWithTheme(<CountBadge count={0} label="unread notifications" />);
    expect(container.textContent).toBe('');
  });

  it('names the count with its label', () => {
    renderWithTheme(<CountBadge count={3} label="unread notifications" />);
    expect(screen.getByRole('img', { name: '3 unread notifications' }).textContent).toBe('3');
  });

  it('caps at 99+', () => {
    renderWithTheme(<CountBadge count={150} />);
    expect(screen.getByText('99+')).toBeTruthy();
  });

  it('shows 99 exactly', () => {
    renderWithTheme(<CountBadge count={99} />);
    expect(screen.getByText('99')).toBeTruthy();
  });
});

describe('StatusBadge', () => {
  it('shows LOST and FOUND in upper case', () => {
    renderWithTheme(
      <>
        <StatusBadge status="lost" />
        <StatusBadge status="found" />
      </>,
    );
    expect(screen.getByText('LOST')).toBeTruthy();
    expect(screen.getByText('FOUND')).toBeTruthy();
  });
});
