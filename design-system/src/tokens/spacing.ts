export const spacing = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
} as const;

export type Spacing = keyof typeof spacing;

export const radii = {
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '16px',
  full: '9999px',
} as const;

export const shadows = {
  sm: '0 1px 2px rgba(28, 25, 23, 0.08)',
  md: '0 4px 12px rgba(28, 25, 23, 0.12)',
  lg: '0 12px 32px rgba(28, 25, 23, 0.18)',
} as const;

export const zIndex = {
  base: 0,
  dropdown: 1000,
  sticky: 1100,
  nav: 1200,
  overlay: 1300,
  dialog: 1400,
  toast: 1500,
} as const;
