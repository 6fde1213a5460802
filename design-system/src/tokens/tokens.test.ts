import { describe, expect, it } from 'vitest';
import { media } from './breakpoints';
import { colors, darkPalette, lightPalette, paletteProperties, type Palette } from './colors';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const toneNames = ['primary', 'secondary', 'neutral', 'success', 'destructive', 'warning', 'info'] as const;

describe.each([
  ['light', lightPalette],
  ['dark', darkPalette],
] as [string, Palette][])('colour tokens, %s palette', (_, palette) => {
  it.each(toneNames)('%s text pairs meet WCAG AA (4.5:1)', (name) => {
    const tone = palette[name];
    expect(contrast(tone.onSolid, tone.solid)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tone.onSolid, tone.solidHover)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tone.onSubtle, tone.subtle)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tone.solid, palette.surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('body text meets AA on every background', () => {
    for (const bg of [palette.page, palette.surface, palette.surfaceSubtle]) {
      expect(contrast(palette.text, bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.textMuted, bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.link, bg)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('form control borders and the focus ring meet the 3:1 non-text minimum', () => {
    expect(contrast(palette.borderControl, palette.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(palette.focusRing, palette.page)).toBeGreaterThanOrEqual(3);
  });
});

describe('the theme colours', () => {
  it('are custom properties, one declared per palette entry', () => {
    expect(colors.text).toBe('var(--pp-text)');
    expect(colors.primary.solidHover).toBe('var(--pp-primary-solid-hover)');
    const declared = (palette: Palette) =>
      paletteProperties(palette)
        .split('\n')
        .map((line) => line.slice(0, line.indexOf(':')));
    const used = [colors.page, colors.focusRing, ...toneNames.flatMap((name) => Object.values(colors[name]))].map(
      (value) => value.slice('var('.length, -1),
    );
    for (const palette of [lightPalette, darkPalette]) expect(declared(palette)).toEqual(expect.arrayContaining(used));
    expect(declared(darkPalette)).toEqual(declared(lightPalette));
  });
});

describe('media queries', () => {
  it('split at the 768 px mobile breakpoint', () => {
    expect(media.mobile).toBe('@media (max-width: 767.98px)');
    expect(media.desktop).toBe('@media (min-width: 768px)');
  });
});
