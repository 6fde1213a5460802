/// <reference path="./styled.d.ts" />
export { breakpoints, media } from './breakpoints';
export { colors } from './colors';
export type { Tone, ToneName } from './colors';
export { GlobalStyle } from './global-style';
export { radii, shadows, spacing, zIndex } from './spacing';
export type { Spacing } from './spacing';
export { theme } from './theme';
export type { Theme } from './theme';
export { fonts, fontSizes, fontWeights, lineHeights } from './typography';
