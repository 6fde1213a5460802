import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input', () => {
    renderWithTheme(<TextField label="Email" type="email" />);
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
  });

  it('describes the input by its hint and error and marks it invalid', () => {
    renderWithTheme(<TextField label="Email" hint="We never share it" error="Enter a valid email" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['We never share it', 'Enter a valid email']);
    expect(screen.getByRole('alert').textContent).toBe('Enter a valid email');
  });

  it('is valid and undescribed without hint or error', () => {
    renderWithTheme(<TextField label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('passes the ref to the input', () => {
    let node: HTMLInputElement | null = null;
    renderWithTheme(<TextField label="Name" ref={(el) => void (node = el)} />);
    expect(node).toBe(screen.getByLabelText('Name'));
  });
});
