export { FormButtons } from './FormButtons';
export type { FormButtonsProps } from './FormButtons';
