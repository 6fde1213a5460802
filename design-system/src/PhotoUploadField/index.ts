export { PhotoUploadField } from './PhotoUploadField';
export type { PhotoUploadFieldProps } from './PhotoUploadField';
