import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import {
  ADOPTION_SEX_LABELS,
  ADOPTION_SEXES,
  ADOPTION_SIZE_LABELS,
  ADOPTION_SIZES,
  ADOPTION_SPECIES,
  ADOPTION_SPECIES_LABELS,
  adoptionMessages,
  CreateAdoptionListingInput,
  UpdateAdoptionListingInput,
  type AdoptionCurrency,
  type AdoptionListing,
} from '@petpal/contracts';
import {
  Alert,
  Button,
  Checkbox,
  createAttemptKeys,
  FieldSet,
  locationAtom,
  RouterButtonLink,
  Select,
  Stack,
  TextArea,
  TextField,
  useToast,
  apiFieldErrors,
  useContractForm,
} from '@petpal/design-system';
import { useCreateListing, useUpdateListing } from '../api/listings';
import { currencyFor } from '../format';
import { listingHref } from './ListingCard';
import { ListingPhotoPicker } from './ListingPhotoPicker';

const Pair = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.spacing[3]};
    ${theme.media.mobile} {
      grid-template-columns: minmax(0, 1fr);
    }
  `}
`;

const TRAITS = [
  ['vaccinated', 'Vaccinated'],
  ['neutered', 'Neutered or spayed'],
  ['goodWithKids', 'Good with children'],
  ['goodWithDogs', 'Good with dogs'],
  ['goodWithCats', 'Good with cats'],
] as const;
type Trait = (typeof TRAITS)[number][0];

type Values = {
  title: string;
  species: string;
  breed: string;
  ageYears: string;
  ageMonths: string;
  sex: string;
  size: string;
  description: string;
  fee: string;
  currency: AdoptionCurrency;
  city: string;
  area: string;
  photoIds: string[];
} & Record<Trait, boolean>;

function initialValues(listing: AdoptionListing | null, currency: AdoptionCurrency): Values {
  if (!listing) {
    return {
      title: '',
      species: '',
      breed: '',
      ageYears: '',
      ageMonths: '0',
      sex: '',
      size: '',
      vaccinated: false,
      neutered: false,
      goodWithKids: false,
      goodWithDogs: false,
      goodWithCats: false,
      description: '',
      fee: '0',
      currency,
      city: '',
      area: '',
      photoIds: [],
    };
  }
  return {
    title: listing.title,
    species: listing.species,
    breed: listing.breed,
    ageYears: String(listing.age.years),
    ageMonths: String(listing.age.months),
    sex: listing.sex,
    size: listing.size,
    vaccinated: listing.vaccinated,
    neutered: listing.neutered,
    goodWithKids: listing.goodWith.kids,
    goodWithDogs: listing.goodWith.dogs,
    goodWithCats: listing.goodWith.cats,
    description: listing.description,
    fee: String(listing.fee),
    currency: listing.currency,
    city: listing.city,
    area: listing.area,
    photoIds: listing.photos.map((photo) => photo.id),
  };
}

/** A whole number as typed, or NaN (the contract then gives the field's message). */
const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** What the API receives: the contract's input shape. */
const inputOf = (values: Values) => ({
  ...values,
  ageYears: whole(values.ageYears),
  ageMonths: whole(values.ageMonths),
  fee: whole(values.fee),
});

export interface ListingFormProps {
  /** The listing being edited; null lists a new pet. */
  listing: AdoptionListing | null;
}

/**
 * A pet's listing: what it is, its age, health and temperament, the description, the fee (₹ or $, the
 * viewer's country choosing the default) and where it is, with 1 to 5 photos (uploaded as they are chosen). Checked with the API's own
 * contract before sending; the API's refusals show beside their fields.
 */
export function ListingForm({ listing }: ListingFormProps) {
  const { country } = useAtomValue(locationAtom);
  const navigate = useNavigate();
  const { toast } = useToast();
  const create = useCreateListing();
  const update = useUpdateListing(listing?.id ?? '');
  const [keys] = useState(createAttemptKeys);
  const form = useContractForm<typeof CreateAdoptionListingInput | typeof UpdateAdoptionListingInput, Values>(
    listing ? UpdateAdoptionListingInput : CreateAdoptionListingInput,
    { defaultValues: initialValues(listing, currencyFor(country)), toInput: inputOf },
  );
  const photos = form.choice('photoIds');
  const [uploading, setUploading] = useState(false);

  function done(saved: AdoptionListing) {
    toast({ title: listing ? adoptionMessages.saved : adoptionMessages.listed, variant: 'success' });
    void navigate(listingHref(saved.id));
  }

  function refused(error: unknown) {
    keys.settle(error);
    const { photo, ...found } = apiFieldErrors(error, 'Your listing was not saved. Please try again.');
    form.showErrors({ ...found, photoIds: found.photoIds ?? photo });
  }

  const submit = form.onSubmit((input) => {
    if (listing) {
      update.mutate(input as UpdateAdoptionListingInput, {
        onSuccess: ({ listing: saved }) => done(saved),
        onError: refused,
      });
    } else {
      const created = input as CreateAdoptionListingInput;
      create.mutate(
        { input: created, key: keys.keyFor(created) },
        {
          onSuccess: ({ listing: saved }) => {
            keys.settle();
            done(saved);
          },
          onError: refused,
        },
      );
    }
  });

  const busy = create.isPending || update.isPending;
  const invalid = Object.keys(form.formState.errors).length > 0 && !form.formError;
  return (
    <form onSubmit={submit} noValidate aria-label={listing ? `Edit ${listing.title}` : 'List a pet'}>
      <Stack gap={5}>
        {form.formError && <Alert variant="error">{form.formError}</Alert>}
        <TextField
          label="Title"
          hint="For example: Bruno, a gentle Indie looking for a sofa"
          {...form.field('title')}
        />
        <Pair>
          <Select
            label="Species"
            placeholder="Choose a species"
            options={ADOPTION_SPECIES.map((value) => ({ value, label: ADOPTION_SPECIES_LABELS[value] }))}
            {...form.field('species')}
          />
          <TextField label="Breed" hint="Indie, Labrador, Mixed..." {...form.field('breed')} />
        </Pair>
        <FieldSet label="Age">
          <Pair>
            <TextField label="Years" inputMode="numeric" {...form.field('ageYears')} />
            <Select
              label="Months"
              options={Array.from({ length: 12 }, (_, n) => ({ value: String(n), label: String(n) }))}
              {...form.field('ageMonths')}
            />
          </Pair>
        </FieldSet>
        <Pair>
          <Select
            label="Sex"
            placeholder="Choose"
            options={ADOPTION_SEXES.map((value) => ({ value, label: ADOPTION_SEX_LABELS[value] }))}
            {...form.field('sex')}
          />
          <Select
            label="Size"
            placeholder="Choose a size"
            options={ADOPTION_SIZES.map((value) => ({ value, label: ADOPTION_SIZE_LABELS[value] }))}
            {...form.field('size')}
          />
        </Pair>
        <FieldSet label="Health and temperament">
          <Stack gap={2}>
            {TRAITS.map(([key, label]) => (
              <Checkbox key={key} label={label} {...form.register(key)} />
            ))}
          </Stack>
        </FieldSet>
        <TextArea
          label="Description"
          hint="Personality, routine, health and why they need a new home (20 to 3,000 characters)."
          rows={6}
          {...form.field('description')}
        />
        <Pair>
          <TextField label="Adoption fee" hint="0 if free" inputMode="numeric" {...form.field('fee')} />
          <Select
            label="Currency"
            options={[
              { value: 'INR', label: '₹ Indian rupees' },
              { value: 'USD', label: '$ US dollars' },
            ]}
            {...form.field('currency')}
          />
        </Pair>
        <Pair>
          <TextField label="City" autoComplete="address-level2" {...form.field('city')} />
          <TextField label="Area (optional)" hint="Neighbourhood, shown on the listing" {...form.field('area')} />
        </Pair>
        <ListingPhotoPicker
          photoIds={photos.value}
          error={photos.error}
          onChange={photos.onChange}
          onBusy={setUploading}
        />
        {invalid && <Alert variant="error">Please check the fields marked above.</Alert>}
        <Stack direction="row" gap={2} wrap>
          <Button type="submit" loading={busy} disabled={uploading}>
            {listing ? 'Save changes' : 'List pet'}
          </Button>
          <RouterButtonLink to={listing ? listingHref(listing.id) : '/become-pet-parent'} variant="outline">
            Cancel
          </RouterButtonLink>
        </Stack>
      </Stack>
    </form>
  );
}
