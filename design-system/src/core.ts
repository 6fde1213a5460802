/**
 * What every page needs on its first load: tokens, the components the shell's chrome and landing page use and the
 * platform contract without the query client, the router, zod or date-fns. Shared as its own singleton,
 * `@petpal/design-system/core`; the package root re-exports all of it, so remotes keep importing from the root.
 */
export {
  breakpoints,
  colors,
  fonts,
  fontSizes,
  fontWeights,
  GlobalStyle,
  lineHeights,
  media,
  radii,
  shadows,
  spacing,
  theme,
  zIndex,
} from './tokens';
export type { Spacing, Theme, Tone, ToneName } from './tokens';
export { CountBadge } from './Badge/CountBadge';
export type { CountBadgeProps } from './Badge/CountBadge';
export { Button, ButtonLink } from './Button';
export type { ButtonLinkProps, ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Card, CardBody, CardFooter, CardTitle } from './Card';
export { Dialog } from './Dialog';
export type { DialogProps, DialogSize } from './Dialog';
export { Icon, iconNames } from './Icon';
export type { IconName, IconProps } from './Icon';
export { ToastProvider, useToast } from './Toast';
export type { ToastOptions, ToastVariant } from './Toast';
export { VisuallyHidden } from './VisuallyHidden';
export { useDismiss } from './hooks/use-dismiss';
export * from './platform/core';
