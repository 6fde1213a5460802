import { breakpoints, media } from './breakpoints';
import { colors } from './colors';
import { radii, shadows, spacing, zIndex } from './spacing';
import { fonts, fontSizes, fontWeights, lineHeights } from './typography';

export const theme = {
  colors,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  spacing,
  radii,
  shadows,
  zIndex,
  breakpoints,
  media,
} as const;

export type Theme = typeof theme;
