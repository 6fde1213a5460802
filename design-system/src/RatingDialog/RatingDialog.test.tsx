import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { RatingDialog, type RatingDialogProps } from './RatingDialog';

function props(overrides: Partial<RatingDialogProps> = {}): RatingDialogProps {
  return {
    open: true,
    onClose: vi.fn(),
    onSubmit: vi.fn(),
    title: 'Rate your pet sitter',
    question: 'How did Asha look after your pets?',
    subjectKey: 'request-1',
    submitting: false,
    ...overrides,
  };
}

describe('RatingDialog', () => {
  it('waits for a star, then hands over the rating and the trimmed feedback', async () => {
    const onSubmit = vi.fn();
    renderWithTheme(<RatingDialog {...props({ onSubmit })} />);
    const submit = screen.getByRole('button', { name: 'Submit Rating' });
    expect(submit).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(screen.getByLabelText('Feedback (optional)'));
    await userEvent.paste(' Lovely ');
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ rating: 5, feedback: 'Lovely' });
  }, 15_000);

  it('starts again with no stars for another subject', async () => {
    const view = renderWithTheme(<RatingDialog {...props()} />);
    await userEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    view.rerender(<RatingDialog {...props({ subjectKey: 'request-2' })} />);
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: 'Submit Rating' })).toHaveProperty('disabled', true);
  }, 15_000);

  it('shows nothing while closed', () => {
    renderWithTheme(<RatingDialog {...props({ open: false })} />);
    expect(screen.queryByRole('button', { name: 'Submit Rating' })).toBeNull();
  });
});
