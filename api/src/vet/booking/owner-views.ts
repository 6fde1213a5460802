import type { ObjectId } from 'mongodb';
import type { AuthFacade } from '../../auth';
import type { OwnerAppointment } from '@petpal/contracts';
import { toOwnerAppointment } from './appointment-views';
import type { RatingsRepository } from '../directory/ratings.repository';
import type { VetRecords } from '../directory/vet-records';
import type { AppointmentDoc } from './appointments.repository';

const distinct = (ids: readonly ObjectId[]) => [...new Map(ids.map((id) => [id.toHexString(), id])).values()];

/** Joins an owner's appointments with their vet, pet and rating (spec section 7's joined select). */
export function createOwnerViews(deps: { vets: VetRecords; pets: AuthFacade['pets']; ratings: RatingsRepository }) {
  return async (docs: readonly AppointmentDoc[], now: Date): Promise<OwnerAppointment[]> => {
    if (docs.length === 0) return [];
    const [vets, petLists, rated] = await Promise.all([
      deps.vets.findByIds(distinct(docs.map((d) => d.vetId))),
      Promise.all(distinct(docs.map((d) => d.petOwnerId)).map((ownerId) => deps.pets.listByOwner(ownerId))),
      deps.ratings.ratedAmong(docs.map((d) => d._id)),
    ]);
    const pets = new Map(petLists.flat().map((pet) => [pet._id.toHexString(), pet]));
    return docs.map((doc) => toOwnerAppointment(doc, { vets, pets, rated, now }));
  };
}

export type OwnerViews = ReturnType<typeof createOwnerViews>;
