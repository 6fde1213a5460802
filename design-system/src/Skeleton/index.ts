export { PageSkeleton } from './PageSkeleton';
export { Skeleton, SkeletonList } from './Skeleton';
export type { SkeletonListProps, SkeletonProps } from './Skeleton';
