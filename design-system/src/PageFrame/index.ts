export { PageContainer } from './PageContainer';
export type { PageContainerProps, PageWidth } from './PageContainer';
export { PageFrame } from './PageFrame';
export type { PageFrameProps } from './PageFrame';
