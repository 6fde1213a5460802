export { FieldSet } from './FieldSet';
export type { FieldSetProps } from './FieldSet';
