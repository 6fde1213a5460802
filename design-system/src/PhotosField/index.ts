export { PhotosField } from './PhotosField';
export type { PhotosFieldProps } from './PhotosField';
