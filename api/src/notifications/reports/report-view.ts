import type { ObjectId } from 'mongodb';
import { type GeoPoint, imageUrl, type PetReport } from '@petpal/contracts';
import type { GeoJsonPoint, PetReportDoc } from './reports.repository';

/** The width notices, the flyer and the old photo address link to: sharp on a phone, small in a notification. */
const LINKED_WIDTH = 640;

/** The address of a report's photo (one stored width, cached for a year), or null without one. */
export function reportPhotoUrl(doc: Pick<PetReportDoc, 'photo'>): string | null {
  return doc.photo ? imageUrl(doc.photo.id, LINKED_WIDTH) : null;
}

/** The path of a report's page in the web app (the bell's links and the flyer's QR code lead there). */
export const reportPagePath = (id: ObjectId) => `/pet-report/${id.toHexString()}`;

/** About 100 m: where a pet was seen, not which house. */
const round = (degrees: number) => Math.round(degrees * 1000) / 1000;

export function toGeoJson(point: GeoPoint): GeoJsonPoint {
  return { type: 'Point', coordinates: [round(point.lng), round(point.lat)] };
}

export function fromGeoJson(location: GeoJsonPoint | null): GeoPoint | null {
  return location ? { lat: location.coordinates[1], lng: location.coordinates[0] } : null;
}

/** A stored report as the contract shows it to `viewerId` (null for a guest). */
export function toPetReport(doc: PetReportDoc, viewerId: ObjectId | null): PetReport {
  return {
    id: doc._id.toHexString(),
    status: doc.status,
    petName: doc.petName,
    description: doc.description,
    locationAddress: doc.locationAddress,
    point: fromGeoJson(doc.location),
    petPictureUrl: reportPhotoUrl(doc),
    photo: doc.photo ?? null,
    isActive: doc.isActive,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    resolvedAt: doc.resolvedAt ? doc.resolvedAt.toISOString() : null,
    reporterName: doc.reporterName,
    isMine: viewerId !== null && doc.userId.equals(viewerId),
    seenCount: doc.seenCount,
    commentCount: doc.commentCount,
  };
}
