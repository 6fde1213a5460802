import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test-utils/render';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';

describe('Button', () => {
  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('is disabled and aria-busy while loading', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('passes the ref through', () => {
    let node: HTMLButtonElement | null = null;
    renderWithTheme(<Button ref={(el) => void (node = el)}>Save</Button>);
    expect(node).toBe(screen.getByRole('button'));
  });
});

describe('ButtonLink', () => {
  it('renders an anchor with the href', () => {
    renderWithTheme(
      <ButtonLink href="/services" variant="outline">
        Explore
      </ButtonLink>,
    );
    expect(screen.getByRole('link', { name: 'Explore' }).getAttribute('href')).toBe('/services');
  });
});
