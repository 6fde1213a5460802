export { hueOf, initialsOf, Photo } from './Photo';
export type { PhotoFallback, PhotoProps } from './Photo';
export { ProductIllustration, SpeciesIllustration } from './illustrations';
export type { SpeciesName } from './illustrations';
