/** Widths in px; below `mobile` is the small-screen layout (product spec: 768 px). */
export const breakpoints = {
  mobile: 768,
} as const;

export const media = {
  mobile: `@media (max-width: ${breakpoints.mobile - 0.02}px)`,
  desktop: `@media (min-width: ${breakpoints.mobile}px)`,
} as const;
