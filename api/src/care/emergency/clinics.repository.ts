import type { DataPort } from '../../data/port';
import { type GeoJsonPoint, withinKm } from '../../lib/geo';

export const EMERGENCY_CLINICS_COLLECTION = 'emergency_clinics';

/** Candidates read per search: the nearest are picked from at most this many clinics within the radius. */
export const EMERGENCY_CANDIDATES = 200;

/** Daily opening hours in the clinic's zone ("HH:MM"); `closes` before `opens` runs past midnight. */
export interface OpeningHours {
  opens: string;
  closes: string;
}

export interface EmergencyClinicDoc {
  /** A fixed slug, e.g. "mumbai-bandra", so seeding again replaces the clinic. */
  _id: string;
  name: string;
  address: string;
  /** An EMERGENCY_CITIES id. */
  cityId: string;
  /** As dialled in the country. */
  phone: string;
  /** The same number in E.164, for tel: links. */
  e164: string;
  location: GeoJsonPoint;
  /** null: open 24 hours, every day. */
  hours: OpeningHours | null;
  services: string[];
}

export type ClinicsRepository = ReturnType<typeof createClinicsRepository>;

/** The only code that touches emergency_clinics. */
export function createClinicsRepository(db: DataPort) {
  const clinics = db.collection<EmergencyClinicDoc>(EMERGENCY_CLINICS_COLLECTION);

  return {
    async ensureIndexes(): Promise<void> {
      await clinics.createIndex({ location: '2dsphere' }, { name: 'location_2dsphere' });
    },

    /** Clinics within `km` of `centre` (a 2dsphere $geoWithin), at most EMERGENCY_CANDIDATES, in no order. */
    within: (centre: GeoJsonPoint, km: number): Promise<EmergencyClinicDoc[]> =>
      clinics.find({ location: withinKm(centre, km) }, { limit: EMERGENCY_CANDIDATES }).toArray(),

    /** Stores each clinic, replacing the one with its id (idempotent). */
    async save(docs: readonly EmergencyClinicDoc[]): Promise<void> {
      for (const { _id, ...fields } of docs) await clinics.updateOne({ _id }, { $set: fields }, { upsert: true });
    },
  };
}
