import { describe, expect, it } from 'vitest';
import { media } from './breakpoints';
import { colors, type Tone } from './colors';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const tones: Record<string, Tone> = {
  primary: colors.primary,
  secondary: colors.secondary,
  neutral: colors.neutral,
  success: colors.success,
  destructive: colors.destructive,
  warning: colors.warning,
  info: colors.info,
};

describe('colour tokens', () => {
  it.each(Object.entries(tones))('%s text pairs meet WCAG AA (4.5:1)', (_, tone) => {
    expect(contrast(tone.onSolid, tone.solid)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tone.onSolid, tone.solidHover)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tone.onSubtle, tone.subtle)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(tone.solid, colors.surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('body text meets AA on every background', () => {
    for (const bg of [colors.page, colors.surface, colors.surfaceSubtle]) {
      expect(contrast(colors.text, bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colors.textMuted, bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colors.link, bg)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('form control borders and the focus ring meet the 3:1 non-text minimum', () => {
    expect(contrast(colors.borderControl, colors.surface)).toBeGreaterThanOrEqual(3);
    expect(contrast(colors.focusRing, colors.page)).toBeGreaterThanOrEqual(3);
  });
});

describe('media queries', () => {
  it('split at the 768 px mobile breakpoint', () => {
    expect(media.mobile).toBe('@media (max-width: 767.98px)');
    expect(media.desktop).toBe('@media (min-width: 768px)');
  });
});
