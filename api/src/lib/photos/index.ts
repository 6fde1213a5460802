/**
 * Uploaded photos, shared by the areas that take them (pet reports, community posts): the bytes must be the
 * image type they claim, and they are stored without their metadata (EXIF with GPS, XMP, comments).
 */
export { decodePhotoDataUrl, sniffPhotoType } from './photo-data-url';
export { MalformedPhoto, type PhotoType, stripPhotoMetadata } from './photo-metadata';
