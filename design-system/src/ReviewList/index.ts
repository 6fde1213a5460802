export { ReviewList } from './ReviewList';
export type { Review, ReviewListProps } from './ReviewList';
