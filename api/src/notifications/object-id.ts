import type { ObjectId } from 'mongodb';

/** Whether a change event's field holds an ObjectId (events carry whatever was stored, from either engine). */
export const isObjectId = (value: unknown): value is ObjectId =>
  typeof value === 'object' && value !== null && '_bsontype' in value && value._bsontype === 'ObjectId';
