/** A colour family: `solid` carries `onSolid` text, `subtle` carries `onSubtle` text (all pairs WCAG AA). */
export interface Tone {
  solid: string;
  solidHover: string;
  onSolid: string;
  subtle: string;
  onSubtle: string;
  border: string;
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

export const colors = {
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
} as const;

export type ToneName = 'primary' | 'secondary' | 'neutral' | 'success' | 'destructive' | 'warning' | 'info';
