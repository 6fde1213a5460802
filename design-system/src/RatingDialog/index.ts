export { RatingDialog } from './RatingDialog';
export type { Rating, RatingDialogProps } from './RatingDialog';
