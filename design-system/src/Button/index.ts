export { Button } from './Button';
export type { ButtonProps } from './Button';
export { ButtonLink } from './ButtonLink';
export type { ButtonLinkProps } from './ButtonLink';
export type { ButtonSize, ButtonVariant } from './button-styles';
export { RouterButtonLink } from './RouterButtonLink';
export type { RouterButtonLinkProps } from './RouterButtonLink';
