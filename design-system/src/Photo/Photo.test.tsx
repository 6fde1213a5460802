import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../tokens';
import { hueOf, initialsOf, Photo } from './Photo';

const inTheme = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('Photo', () => {
  it('offers every stored width through srcset, loads lazily and decodes off the main thread', () => {
    inTheme(
      <Photo
        image={{ id: 'x'.repeat(22), widths: [320, 640, 1280] }}
        alt="Rex"
        fallback={{ kind: 'species', species: 'dog' }}
      />,
    );
    const img = screen.getByRole('img', { name: 'Rex' });
    expect(img.getAttribute('src')).toBe(`/api/images/${'x'.repeat(22)}/1280`);
    expect(img.getAttribute('srcset')).toBe(
      ['320', '640', '1280'].map((w) => `/api/images/${'x'.repeat(22)}/${w} ${w}w`).join(', '),
    );
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('loads a priority photo (a first row above the fold) at once and ahead of other images', () => {
    inTheme(<Photo src="/api/images/p.webp" alt="Chew toy" fallback={{ kind: 'product' }} priority />);
    const img = screen.getByRole('img', { name: 'Chew toy' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('offers a plain address of one of our stored images at every standard width', () => {
    inTheme(
      <Photo src={`/api/images/${'y'.repeat(22)}/640`} alt="Ananya" fallback={{ kind: 'initials', name: 'Ananya' }} />,
    );
    expect(screen.getByRole('img', { name: 'Ananya' }).getAttribute('srcset')).toBe(
      ['320', '640', '1280'].map((w) => `/api/images/${'y'.repeat(22)}/${w} ${w}w`).join(', '),
    );
  });

  it('shows the fallback, named like the photo, when there is none or it fails to load', () => {
    inTheme(<Photo src="/broken.webp" alt="Asha Rao" fallback={{ kind: 'initials', name: 'Asha Rao' }} />);
    fireEvent.error(screen.getByRole('img', { name: 'Asha Rao' }));
    const fallback = screen.getByRole('img', { name: 'Asha Rao' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.textContent).toBe('AR');
  });

  it('hides a decorative fallback (alt="") from assistive technology', () => {
    const { container } = inTheme(<Photo alt="" fallback={{ kind: 'species', species: 'cat' }} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toBeTruthy();
  });

  it('makes initials of two words and a stable hue per name', () => {
    expect(initialsOf('Dr. Asha Rao')).toBe('AR');
    expect(initialsOf('Dr.')).toBe('D');
    expect(initialsOf('  ')).toBe('?');
    expect(hueOf('Asha Rao')).toBe(hueOf('Asha Rao'));
    expect(hueOf('Asha Rao')).not.toBe(hueOf('Ravi Kumar'));
  });
});
