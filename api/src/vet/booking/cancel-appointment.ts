import { vetMessages, type AppointmentStatus } from '@petpal/contracts';
import { Conflict } from '../../errors';
import type { Filter } from '../../data/port';
import type { ProviderCache } from '../../scheduling';
import type { ChargesRepository } from '../charges/charges.repository';
import type { AppointmentsRepository } from './appointments.repository';
import type { SlotClaimsRepository } from './slot-claims.repository';
import type { AppointmentDoc } from './appointments.repository';

export interface CancelDeps {
  appointments: AppointmentsRepository;
  claims: SlotClaimsRepository;
  charges: ChargesRepository;
  cache: ProviderCache;
}

/**
 * Cancels `doc` if it is still in one of `from` (and matches `where`); null when another request moved it
 * first. A paid teleconsultation whose charge has gone through, or is being attempted right now, is not
 * cancelled. Then the pending charge stops, the slot's claims are deleted and the vet's caches cleared.
 */
export async function cancelAppointment(
  deps: CancelDeps,
  doc: AppointmentDoc,
  from: readonly AppointmentStatus[],
  now: Date,
  where: Filter<AppointmentDoc> = {},
): Promise<AppointmentDoc | null> {
  // The charge stops first, by one conditional update, so no attempt can take it while the appointment is
  // being cancelled (an attempt that took it earlier holds it: refused until it ends).
  if (doc.paymentRequired && !(await deps.charges.cancelPending(doc._id, now))) {
    const charge = await deps.charges.findByAppointment(doc._id);
    if (charge?.chargeStatus === 'succeeded') throw new Conflict(vetMessages.paidCancel, 'paid_cancel');
    if (charge?.chargeStatus === 'processing') throw new Conflict(vetMessages.paymentInProgress, 'payment_in_progress');
  }
  const cancelled = await deps.appointments.transition(doc._id, from, { status: 'cancelled', updatedAt: now }, where);
  if (!cancelled) {
    // Moved by another request: unless that one cancelled it, the charge goes back to waiting.
    const current = doc.paymentRequired ? await deps.appointments.findById(doc._id) : null;
    if (current && current.status !== 'cancelled') await deps.charges.reopenCancelled(doc._id, now);
    return null;
  }
  await deps.claims.release(doc._id);
  deps.cache.invalidate(doc.vetId.toHexString());
  return cancelled;
}
