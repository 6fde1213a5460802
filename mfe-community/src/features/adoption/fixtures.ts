import type {
  AdoptionApplication,
  AdoptionListing,
  AdoptionListingPage,
  AdoptionListingSummary,
  MyAdoptionApplication,
} from '@petpal/contracts';
import { imageRef } from '../../test/fixtures';

/** Demo adoption data for tests and stories; ids are 24 hex characters like the API's. */

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

export const listingId = 'e00000000000000000000001';

/** What a script in a listing or a message looks like: it must show as text. */
export const HTML_TEXT = '<img src=x onerror=alert(1)> <script>window.__xss = 1</script> <b>not bold</b>';

export function summary(over: Partial<AdoptionListingSummary> = {}): AdoptionListingSummary {
  return {
    id: listingId,
    title: 'Bruno, a gentle Indie',
    species: 'dog',
    breed: 'Indie',
    age: { years: 2, months: 3 },
    sex: 'male',
    size: 'medium',
    fee: 0,
    currency: 'INR',
    city: 'Mumbai',
    area: 'Bandra West',
    photos: [imageRef(30), imageRef(200)],
    status: 'available',
    createdAt: hoursAgo(4),
    ...over,
  };
}

export const misty = summary({
  id: 'e00000000000000000000002',
  title: 'Misty, a quiet Persian mix',
  species: 'cat',
  breed: 'Persian mix',
  age: { years: 4, months: 0 },
  sex: 'female',
  size: 'small',
  fee: 1500,
  city: 'Delhi',
  area: '',
  photos: [imageRef(280)],
});

export const rusty = summary({
  id: 'e00000000000000000000003',
  title: 'Rusty, a senior Labrador',
  breed: 'Labrador Retriever',
  age: { years: 9, months: 0 },
  size: 'large',
  fee: 75,
  currency: 'USD',
  city: 'Austin',
  area: 'Travis Heights',
  photos: [imageRef(20)],
});

export const page = (listings: AdoptionListingSummary[], nextCursor: string | null = null): AdoptionListingPage => ({
  listings,
  nextCursor,
});

const visitor: AdoptionListing['viewer'] = {
  own: false,
  canApply: true,
  canEdit: false,
  canRemove: false,
  application: null,
};

/** Bruno's page as a signed-in visitor who has not applied sees it. */
export function listing(over: Partial<AdoptionListing> = {}): AdoptionListing {
  return {
    ...summary(),
    description: 'Calm, house-trained and loves long walks.\nLooking for a family with time for two walks a day.',
    vaccinated: true,
    neutered: true,
    goodWith: { kids: true, dogs: true, cats: false },
    listerName: 'Sam R.',
    editedAt: null,
    applicationCount: null,
    viewer: visitor,
    contact: null,
    ...over,
  };
}

export const guestListing = (over: Partial<AdoptionListing> = {}) =>
  listing({ viewer: { ...visitor, canApply: false }, ...over });

export const appliedListing = (over: Partial<AdoptionListing> = {}) =>
  listing({
    viewer: {
      ...visitor,
      canApply: false,
      application: { id: 'f00000000000000000000001', status: 'pending', createdAt: hoursAgo(1) },
    },
    ...over,
  });

export const acceptedListing = (over: Partial<AdoptionListing> = {}) =>
  listing({
    status: 'pending',
    viewer: {
      ...visitor,
      canApply: false,
      application: { id: 'f00000000000000000000001', status: 'accepted', createdAt: hoursAgo(3) },
    },
    contact: { name: 'Sam Rivera', email: 'sam@example.com', phone: '+91 91234 56789' },
    ...over,
  });

/** Bruno's page as Sam, who listed him, sees it. */
export const ownListing = (over: Partial<AdoptionListing> = {}) =>
  listing({
    applicationCount: 2,
    viewer: { own: true, canApply: false, canEdit: true, canRemove: false, application: null },
    ...over,
  });

export function application(over: Partial<AdoptionApplication> = {}): AdoptionApplication {
  return {
    id: 'f00000000000000000000001',
    listingId,
    applicantName: 'Nina K.',
    message: 'We have a garden and two kids who adore dogs. I grew up with Labradors.',
    status: 'pending',
    createdAt: hoursAgo(2),
    contact: null,
    ...over,
  };
}

export const secondApplication = application({
  id: 'f00000000000000000000002',
  applicantName: 'Ravi P.',
  message: 'Ground-floor flat next to a park; I work from home.',
  createdAt: hoursAgo(1),
});

export const myApplication = (over: Partial<MyAdoptionApplication> = {}): MyAdoptionApplication => ({
  id: 'f00000000000000000000001',
  listingId,
  listingTitle: 'Bruno, a gentle Indie',
  message: application().message,
  status: 'pending',
  createdAt: hoursAgo(1),
  ...over,
});
