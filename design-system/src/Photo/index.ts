export { hueOf, initialsOf, Photo } from './Photo';
export type { PhotoFallback, PhotoProps } from './Photo';
export { PhotoGrid } from './PhotoGrid';
export type { PhotoGridProps } from './PhotoGrid';
export { ProductIllustration, SpeciesIllustration } from './illustrations';
export type { SpeciesName } from './illustrations';
