import { differenceInMonths, subMonths } from 'date-fns';
import { ObjectId } from 'mongodb';
import {
  adoptionMessages,
  type AdoptionAge,
  type AdoptionContact,
  type AdoptionListing,
  type AdoptionListingSummary,
} from '@petpal/contracts';
import { Invalid } from '../../errors';
import type { ApplicationDoc } from './applications.repository';
import type { ListingCursor, ListingDoc } from './listings.repository';

/** The birth month an age given today stands for. */
export const bornOnFor = (years: number, months: number, now: Date) => subMonths(now, years * 12 + months);

/** Today's age of a pet born around `bornOn`. */
export function ageOf(bornOn: Date, now: Date): AdoptionAge {
  const months = Math.max(0, differenceInMonths(now, bornOn));
  return { years: Math.floor(months / 12), months: months % 12 };
}

export function summaryOf(doc: ListingDoc, now: Date): AdoptionListingSummary {
  return {
    id: doc._id.toHexString(),
    title: doc.title,
    species: doc.species,
    breed: doc.breed,
    age: ageOf(doc.bornOn, now),
    sex: doc.sex,
    size: doc.size,
    fee: doc.fee,
    currency: doc.currency,
    city: doc.city,
    area: doc.area,
    photos: doc.photos ?? [],
    status: doc.status,
    createdAt: doc.createdAt.toISOString(),
  };
}

/** What the viewer may see and do on one listing, worked out by the service. */
export interface ListingViewerState {
  own: boolean;
  admin: boolean;
  signedIn: boolean;
  application: ApplicationDoc | null;
  /** The lister's contact: set only for the adopter they accepted. */
  contact: AdoptionContact | null;
}

export function listingOf(doc: ListingDoc, state: ListingViewerState, now: Date): AdoptionListing {
  const open = doc.status === 'available' || doc.status === 'pending';
  return {
    ...summaryOf(doc, now),
    description: doc.description,
    vaccinated: doc.vaccinated,
    neutered: doc.neutered,
    goodWith: { kids: doc.goodWithKids, dogs: doc.goodWithDogs, cats: doc.goodWithCats },
    listerName: doc.listerName,
    editedAt: doc.editedAt?.toISOString() ?? null,
    applicationCount: state.own || state.admin ? doc.applicationCount : null,
    viewer: {
      own: state.own,
      canApply: state.signedIn && !state.own && !state.application && doc.status === 'available',
      canEdit: state.own && open,
      canRemove: state.admin,
      application: state.application
        ? {
            id: state.application._id.toHexString(),
            status: state.application.status,
            createdAt: state.application.createdAt.toISOString(),
          }
        : null,
    },
    contact: state.contact,
  };
}

/** A cursor is the last listing's time and id, as URL-safe text. */
export const encodeListingCursor = (doc: Pick<ListingDoc, 'createdAt' | '_id'>) =>
  Buffer.from(`${doc.createdAt.getTime()}:${doc._id.toHexString()}`).toString('base64url');

export function decodeListingCursor(cursor: string): ListingCursor {
  const [ms, id] = Buffer.from(cursor, 'base64url').toString().split(':');
  const time = Number(ms);
  if (!ms || !Number.isSafeInteger(time) || !id || !/^[a-f0-9]{24}$/.test(id)) {
    throw new Invalid(adoptionMessages.cursor, { cursor: adoptionMessages.cursor });
  }
  return { createdAt: new Date(time), id: new ObjectId(id) };
}
