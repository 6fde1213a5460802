/** A colour family: `solid` carries `onSolid` text, `subtle` carries `onSubtle` text (all pairs WCAG AA). */
export interface Tone {
  solid: string;
  solidHover: string;
  onSolid: string;
  subtle: string;
  onSubtle: string;
  border: string;
}

/** Every colour of the theme: page, text and control colours, and one Tone per family. */
export interface Palette {
  page: string;
  surface: string;
  surfaceSubtle: string;
  text: string;
  textMuted: string;
  textInverse: string;
  link: string;
  border: string;
  borderControl: string;
  focusRing: string;
  overlay: string;
  primary: Tone;
  secondary: Tone;
  neutral: Tone;
  success: Tone;
  destructive: Tone;
  warning: Tone;
  info: Tone;
}

const white = '#FFFFFF';

const primary: Tone = {
  solid: '#C2410C',
  solidHover: '#9A3412',
  onSolid: white,
  subtle: '#FFF1E6',
  onSubtle: '#9A3412',
  border: '#FDBA8C',
};

const secondary: Tone = {
  solid: '#0F766E',
  solidHover: '#115E59',
  onSolid: white,
  subtle: '#E6F7F5',
  onSubtle: '#115E59',
  border: '#99D8D0',
};

const neutral: Tone = {
  solid: '#44403C',
  solidHover: '#292524',
  onSolid: white,
  subtle: '#F5F2EF',
  onSubtle: '#44403C',
  border: '#D6D3D1',
};

const success: Tone = {
  solid: '#15803D',
  solidHover: '#166534',
  onSolid: white,
  subtle: '#E8F7EE',
  onSubtle: '#166534',
  border: '#86D19F',
};

const destructive: Tone = {
  solid: '#B91C1C',
  solidHover: '#991B1B',
  onSolid: white,
  subtle: '#FDECEC',
  onSubtle: '#991B1B',
  border: '#F5A3A3',
};

const warning: Tone = {
  solid: '#B45309',
  solidHover: '#92400E',
  onSolid: white,
  subtle: '#FEF3C7',
  onSubtle: '#854D0E',
  border: '#F6C860',
};

const info: Tone = {
  solid: '#0369A1',
  solidHover: '#075985',
  onSolid: white,
  subtle: '#E0F2FE',
  onSubtle: '#075985',
  border: '#7DC7F0',
};

/** The light palette: the values PetPal has always used. */
export const lightPalette: Palette = {
  page: '#FFFCF8',
  surface: white,
  surfaceSubtle: '#F5F2EF',
  text: '#1C1917',
  textMuted: '#57534E',
  textInverse: white,
  link: '#9A3412',
  border: '#E7E5E4',
  borderControl: '#78716C',
  focusRing: '#1D4ED8',
  overlay: 'rgba(28, 25, 23, 0.55)',
  primary,
  secondary,
  neutral,
  success,
  destructive,
  warning,
  info,
};

export type ToneName = 'primary' | 'secondary' | 'neutral' | 'success' | 'destructive' | 'warning' | 'info';

const ink = '#1C1917';

/**
 * The dark palette (`prefers-color-scheme: dark`): warm stone surfaces, light text, and each family's solid colour
 * lightened so it reads as text on the dark surface and carries dark text itself. Same pairs, same AA rules.
 */
export const darkPalette: Palette = {
  page: '#1C1917',
  surface: '#292524',
  surfaceSubtle: '#35302C',
  text: '#F5F5F4',
  textMuted: '#C4BEB9',
  textInverse: ink,
  link: '#FDBA74',
  border: '#57534E',
  borderControl: '#A8A29E',
  focusRing: '#93C5FD',
  overlay: 'rgba(0, 0, 0, 0.7)',
  primary: {
    solid: '#FB923C',
    solidHover: '#FDBA74',
    onSolid: ink,
    subtle: '#431407',
    onSubtle: '#FED7AA',
    border: '#C2410C',
  },
  secondary: {
    solid: '#2DD4BF',
    solidHover: '#5EEAD4',
    onSolid: ink,
    subtle: '#042F2E',
    onSubtle: '#99F6E4',
    border: '#0F766E',
  },
  neutral: {
    solid: '#D6D3D1',
    solidHover: '#E7E5E4',
    onSolid: ink,
    subtle: '#35302C',
    onSubtle: '#E7E5E4',
    border: '#78716C',
  },
  success: {
    solid: '#4ADE80',
    solidHover: '#86EFAC',
    onSolid: ink,
    subtle: '#052E16',
    onSubtle: '#BBF7D0',
    border: '#15803D',
  },
  destructive: {
    solid: '#F87171',
    solidHover: '#FCA5A5',
    onSolid: ink,
    subtle: '#450A0A',
    onSubtle: '#FECACA',
    border: '#DC2626',
  },
  warning: {
    solid: '#FBBF24',
    solidHover: '#FCD34D',
    onSolid: ink,
    subtle: '#451A03',
    onSubtle: '#FDE68A',
    border: '#B45309',
  },
  info: {
    solid: '#38BDF8',
    solidHover: '#7DD3FC',
    onSolid: ink,
    subtle: '#082F49',
    onSubtle: '#BAE6FD',
    border: '#0369A1',
  },
};

/** `primary.solidHover` -> `--pp-primary-solid-hover`. */
const propertyName = (path: string[]) =>
  `--pp-${path.map((part) => part.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)).join('-')}`;

function mapPalette<T>(
  palette: Palette,
  leaf: (path: string[], value: string) => T,
): Record<string, T | Record<string, T>> {
  return Object.fromEntries(
    Object.entries(palette).map(([key, value]: [string, string | Tone]) => [
      key,
      typeof value === 'string'
        ? leaf([key], value)
        : Object.fromEntries(Object.entries(value).map(([part, colour]) => [part, leaf([key, part], colour)])),
    ]),
  );
}

/** A palette as CSS custom property declarations, for `:root` (light) and the dark media query. */
export function paletteProperties(palette: Palette): string {
  const lines: string[] = [];
  mapPalette(palette, (path, value) => lines.push(`${propertyName(path)}: ${value};`));
  return lines.join('\n');
}

/**
 * The theme's colours as custom properties (`var(--pp-text)`), so every component follows the reader's colour
 * scheme without knowing about it: the global style sets the light values, and the dark ones under
 * `prefers-color-scheme: dark`.
 */
export const colors = mapPalette(lightPalette, (path) => `var(${propertyName(path)})`) as unknown as Palette;
