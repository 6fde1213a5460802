export { RatingStars } from './RatingStars';
export type { RatingStarsProps } from './RatingStars';
