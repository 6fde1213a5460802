import type { ObjectId } from 'mongodb';
import type { ImageAccessRef } from '../../images';

/** The kind of record that keeps message photos in the image pipeline; its access hook is the inbox's (098). */
export const MESSAGE_PHOTO_ACCESS_KIND = 'message';

/** What a message's photos are private to: the message itself (its sender and recipient may read them). */
export const messagePhotoAccess = (messageId: ObjectId): ImageAccessRef => ({
  kind: MESSAGE_PHOTO_ACCESS_KIND,
  ref: messageId.toHexString(),
});
