import type { AppointmentsRepository } from './appointments.repository';
import type { SlotClaimsRepository } from './slot-claims.repository';

/** A claim this old without a pending or confirmed appointment was left by a crash between two writes. */
export const ORPHAN_CLAIM_AGE_MS = 60 * 1000;

/** Deletes claims whose appointment is missing or cancelled (older than a minute); answers how many. */
export async function sweepOrphanClaims(
  { claims, appointments }: { claims: SlotClaimsRepository; appointments: AppointmentsRepository },
  now: Date = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - ORPHAN_CLAIM_AGE_MS);
  const candidates = await claims.appointmentIdsBefore(before);
  const active = new Set((await appointments.activeAmong(candidates)).map((id) => id.toHexString()));
  return claims.releaseMany(
    candidates.filter((id) => !active.has(id.toHexString())),
    before,
  );
}
