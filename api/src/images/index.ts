/**
 * The image pipeline (decision 083): uploads decoded, turned upright, resized to the stored widths and re-encoded
 * as WebP without metadata by sharp, stored in the data port's `images` file bucket (a directory for the embedded
 * engine, GridFS with MongoDB) and served with long cache headers. Areas keep an image's id on their records
 * (`claim` checks it is the user's own upload) and show it through `srcset`.
 */
export {
  acceptsAvif,
  createImagesRoutes,
  IMAGE_UPLOADS_PER_HOUR,
  imageVariantResponse,
  PRIVATE_CACHE_CONTROL,
} from './images.routes';
export {
  createImagesService,
  IMAGE_ALREADY_ATTACHED,
  IMAGE_NOT_YOURS,
  type ImageAccessCheck,
  type ImageAccessRef,
  type ImagesService,
  type ImageVariant,
  UNATTACHED_UPLOAD_TTL_MS,
} from './images.service';
export { startUnattachedSweep, UNATTACHED_SWEEP_INTERVAL_MS } from './unattached-sweep';
export { IMAGES_COLLECTION } from './images.repository';
export { SEED_ART, seedArt } from './seed-art';
export { containsText, TEST_GPS_TEXT, testPhoto, uploadTestPhoto, type TestPhotoOptions } from './images.test-support';
export { moveLegacyPhotoLists } from './legacy-photo-lists';
