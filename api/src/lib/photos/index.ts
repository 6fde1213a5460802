/**
 * What an upload really is: the image pipeline (decision 083) checks that the bytes are the type the request
 * declares before it decodes them. Decoding, resizing and dropping metadata are the pipeline's (sharp).
 */
export { type PhotoType, sniffPhotoType } from './photo-type';
