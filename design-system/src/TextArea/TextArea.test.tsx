import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('labels the textarea and links its error', () => {
    renderWithTheme(<TextArea label="Reason for Visit (optional)" error="Too long" />);
    const textarea = screen.getByLabelText('Reason for Visit (optional)');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(textarea.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Too long');
  });
});
