export { PhotoUploadField } from './PhotoUploadField';
export type { PhotoUploadFieldProps } from './PhotoUploadField';
export { PhotosUploadField } from './PhotosUploadField';
export type { PhotosUploadFieldProps } from './PhotosUploadField';
