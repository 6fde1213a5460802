import type { ObjectId } from 'mongodb';
import type { Filter, PortCollection } from '../data/port';

/**
 * When a booking (a vet appointment, a styling or training session) takes place: the local date and times
 * in its zone when booked, and the same start and end as instants (jobs and "past" use these).
 */
export interface BookedTime {
  appointmentDate: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  startsAt: Date;
  endsAt: Date;
}

/** The instants a provider's bookings matching `provider` (and in an `active` status) take on `dates`. */
export function busyInstantsOn<D extends BookedTime & { _id: ObjectId; status: string }>(
  bookings: PortCollection<D>,
  provider: Filter<D>,
  dates: readonly string[],
  active: readonly D['status'][],
) {
  return bookings
    .find({ ...provider, appointmentDate: { $in: [...dates] }, status: { $in: [...active] } } as Filter<D>, {
      projection: { startsAt: 1, endsAt: 1 },
    })
    .toArray() as Promise<Array<Pick<D, '_id' | 'startsAt' | 'endsAt'>>>;
}
