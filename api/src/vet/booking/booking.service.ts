import { ObjectId } from 'mongodb';
import type { AuthFacade } from '../../auth';
import {
  needsPayment,
  vetMessages,
  type BookAppointment,
  type OwnerAppointment,
  type SessionUser,
} from '@petpal/contracts';
import { Conflict, Invalid, NotFound } from '../../errors';
import type { AvailabilityService } from '../availability/availability.service';
import { timeZoneOf } from '../availability/availability.service';
import { cellsOf, type ProviderCache, type SlotRefusal } from '../../scheduling';
import type { AppointmentsRepository } from './appointments.repository';
import { newPendingCharge, type ChargesRepository } from '../charges/charges.repository';
import type { SlotClaimsRepository } from './slot-claims.repository';
import type { VetRecordDoc, VetRecords } from '../directory/vet-records';
import type { VetAccess } from '../access/vet-access.service';
import { toOwnerAppointment } from './appointment-views';
import type { AppointmentDoc } from './appointments.repository';

const INVALID = 'Some fields are missing or not valid.';

export const slotTaken = () => new Conflict(vetMessages.slotTaken, 'slot_taken');

function refusal(reason: SlotRefusal): Error {
  if (reason === 'outside_window') return new Invalid(vetMessages.date, { date: vetMessages.date }, 'invalid_date');
  if (reason === 'holiday') return new Conflict(vetMessages.holiday, 'holiday');
  return slotTaken();
}

export interface BookingServiceDeps {
  access: VetAccess;
  vets: VetRecords;
  pets: AuthFacade['pets'];
  methods: AuthFacade['paymentMethods'];
  appointments: AppointmentsRepository;
  claims: SlotClaimsRepository;
  charges: ChargesRepository;
  availability: AvailabilityService;
  cache: ProviderCache;
  now?: () => Date;
}

export type BookingService = ReturnType<typeof createBookingService>;

/**
 * POST /api/vet/appointments (spec sections 3-5): validates the request and the slot, then claims the
 * slot's cells in the database (a unique index decides between racing bookings), then stores the
 * appointment and, for a paid teleconsultation, its pending charge.
 */
export function createBookingService(deps: BookingServiceDeps) {
  const { now = () => new Date() } = deps;

  async function findVet(vetId: string): Promise<VetRecordDoc> {
    const vet = await deps.vets.findById(new ObjectId(vetId));
    if (!vet) throw new NotFound(vetMessages.vetNotFound);
    return vet;
  }

  /**
   * The payment method a paid teleconsultation is charged to (the schema has already required contact
   * method, link and disclaimer): needed only when the vet's fee is above 0, and it must be the owner's.
   */
  async function paymentMethodFor(user: SessionUser, input: BookAppointment, fee: number) {
    if (!needsPayment(input, fee)) return null;
    const method = input.paymentMethodId
      ? await deps.methods.findOwned(new ObjectId(user.id), new ObjectId(input.paymentMethodId))
      : null;
    if (!method) throw new Invalid(INVALID, { paymentMethodId: vetMessages.paymentMethod });
    return method;
  }

  return {
    async book(user: SessionUser, input: BookAppointment): Promise<OwnerAppointment> {
      const [owner, vet] = await Promise.all([deps.access.requireOwner(user), findVet(input.vetId)]);
      const fee = vet.consultationFee > 0 ? vet.consultationFee : 0;
      const method = await paymentMethodFor(user, input, fee);
      const petId = input.petId ? new ObjectId(input.petId) : null;
      const pet = petId ? (await deps.pets.listByOwner(owner._id)).find((p) => p._id.equals(petId)) : undefined;
      if (petId && !pet) throw new Invalid(INVALID, { petId: vetMessages.pet });

      const at = now();
      const verdict = await deps.availability.check(vet, input, at);
      if (!verdict.ok) throw refusal(verdict.reason);

      const vetKey = vet._id.toHexString();
      const id = new ObjectId();
      try {
        if (!(await deps.claims.claim(vet._id, id, cellsOf(verdict.startMs, verdict.endMs), at))) throw slotTaken();
      } catch (error) {
        deps.cache.invalidate(vetKey);
        throw error;
      }

      const tele = input.appointmentType === 'teleconsultation' ? input : null;
      const paymentRequired = needsPayment(input, fee);
      const doc: AppointmentDoc = {
        _id: id,
        petOwnerId: owner._id,
        ownerUserId: new ObjectId(user.id),
        vetId: vet._id,
        scheduleId: new ObjectId(input.scheduleId),
        appointmentDate: input.date,
        startTime: input.startTime,
        endTime: verdict.endTime,
        timeZone: timeZoneOf(vet),
        startsAt: new Date(verdict.startMs),
        endsAt: new Date(verdict.endMs),
        status: 'pending',
        petId,
        reason: input.reason || null,
        preferredContact: input.preferredContact ?? null,
        appointmentType: input.appointmentType,
        contactMethod: tele?.contactMethod ?? null,
        contactLink: tele?.contactLink ?? null,
        paymentRequired,
        paymentStatus: paymentRequired ? 'pending' : 'not_required',
        consultationFee: fee > 0 ? fee : null,
        paymentMethodId: paymentRequired && method ? method._id : null,
        disclaimerAccepted: tele !== null,
        disclaimerAcceptedAt: tele ? at : null,
        visitNotes: null,
        visitNotesUpdatedAt: null,
        createdAt: at,
        updatedAt: at,
      };
      try {
        await deps.appointments.insert(doc);
        if (paymentRequired && method) {
          await deps.charges.insert(
            newPendingCharge({
              _id: new ObjectId(),
              appointmentId: id,
              paymentMethodId: method._id,
              amount: fee,
              startsAt: doc.startsAt,
              now: at,
            }),
          );
        }
      } catch (error) {
        // Nothing half-booked stays behind: the slot is freed and the appointment (if stored) cancelled.
        await deps.appointments.transition(id, ['pending'], { status: 'cancelled', updatedAt: at }).catch(() => null);
        await deps.claims.release(id);
        throw error;
      } finally {
        deps.cache.invalidate(vetKey);
      }
      // The answer is built from what was loaded above: a new appointment has no rating yet.
      const vets = new Map([[vetKey, vet]]);
      const pets = new Map(pet ? [[pet._id.toHexString(), pet]] : []);
      return toOwnerAppointment(doc, { vets, pets, rated: new Set(), now: at });
    },
  };
}
