import type { ObjectId } from 'mongodb';
import type { GeoPoint, PetReport } from '@petpal/contracts';
import type { GeoJsonPoint, PetReportDoc } from './reports.repository';

/** Where the API serves a report's photo; the version changes when the photo does, so caches may keep it. */
export function reportPhotoUrl(doc: Pick<PetReportDoc, '_id' | 'photoVersion'>): string | null {
  return doc.photoVersion === null
    ? null
    : `/api/notifications/reports/${doc._id.toHexString()}/photo?v=${doc.photoVersion}`;
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
