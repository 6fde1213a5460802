import type { AuthFacade } from '../../auth';
import type { DataPort } from '../../data/port';
import { APPOINTMENTS_COLLECTION } from '../booking/appointments.repository';
import { BREAKS_COLLECTION } from './breaks.repository';
import { HOLIDAYS_COLLECTION } from './holidays.repository';
import { SCHEDULES_COLLECTION } from './schedules.repository';
import type { ProviderCache } from '../../scheduling';

/** Collections whose changes alter a vet's availability (here or in another API process). */
const WATCHED = [APPOINTMENTS_COLLECTION, SCHEDULES_COLLECTION, BREAKS_COLLECTION, HOLIDAYS_COLLECTION] as const;

const hexOf = (id: unknown): string | null =>
  id && typeof id === 'object' && 'toHexString' in id ? (id as { toHexString(): string }).toHexString() : null;

/**
 * Clears a vet's cached dates and slots whenever the data port reports a change to that vet's calendar,
 * so every API process over one database follows a booking or practice change at once. An event without
 * a document (a MongoDB delete) clears every vet. The vet's own record (fee, time zone) is auth's: its
 * changes come through the auth facade.
 */
export function watchVetChanges(db: DataPort, records: AuthFacade['records'], cache: ProviderCache): () => void {
  const clear = (vetId: string | null) => (vetId ? cache.invalidate(vetId) : cache.invalidateAll());
  const stops = WATCHED.map((collection) =>
    db.watch(collection, (event) => clear(hexOf((event.document as { vetId?: unknown } | null)?.vetId))),
  );
  stops.push(records.onChange('veterinary_doctor', (id) => clear(id?.toHexString() ?? null)));
  return () => stops.forEach((stop) => stop());
}
