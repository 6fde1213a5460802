import { useState, type FormEvent } from 'react';
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
  contractErrors,
  type FieldErrors,
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

interface Values {
  title: string;
  species: string;
  breed: string;
  ageYears: string;
  ageMonths: string;
  sex: string;
  size: string;
  traits: Record<Trait, boolean>;
  description: string;
  fee: string;
  currency: AdoptionCurrency;
  city: string;
  area: string;
  photos: string[];
}

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
      traits: { vaccinated: false, neutered: false, goodWithKids: false, goodWithDogs: false, goodWithCats: false },
      description: '',
      fee: '0',
      currency,
      city: '',
      area: '',
      photos: [],
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
    traits: {
      vaccinated: listing.vaccinated,
      neutered: listing.neutered,
      goodWithKids: listing.goodWith.kids,
      goodWithDogs: listing.goodWith.dogs,
      goodWithCats: listing.goodWith.cats,
    },
    description: listing.description,
    fee: String(listing.fee),
    currency: listing.currency,
    city: listing.city,
    area: listing.area,
    photos: listing.photos,
  };
}

/** A whole number as typed, or NaN (the contract then gives the field's message). */
const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** What the API receives: the contract's input shape. */
const inputOf = (values: Values) => ({
  title: values.title,
  species: values.species,
  breed: values.breed,
  ageYears: whole(values.ageYears),
  ageMonths: whole(values.ageMonths),
  sex: values.sex,
  size: values.size,
  ...values.traits,
  description: values.description,
  fee: whole(values.fee),
  currency: values.currency,
  city: values.city,
  area: values.area,
  photos: values.photos,
});

export interface ListingFormProps {
  /** The listing being edited; null lists a new pet. */
  listing: AdoptionListing | null;
}

/**
 * A pet's listing: what it is, its age, health and temperament, the description, the fee (₹ or $, the
 * viewer's country choosing the default) and where it is, with 1 to 5 photos. Checked with the API's own
 * contract before sending; the API's refusals show beside their fields.
 */
export function ListingForm({ listing }: ListingFormProps) {
  const { country } = useAtomValue(locationAtom);
  const navigate = useNavigate();
  const { toast } = useToast();
  const create = useCreateListing();
  const update = useUpdateListing(listing?.id ?? '');
  const [keys] = useState(createAttemptKeys);
  const [values, setValues] = useState(() => initialValues(listing, currencyFor(country)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const text = (
    key:
      | 'title'
      | 'species'
      | 'breed'
      | 'ageYears'
      | 'ageMonths'
      | 'sex'
      | 'size'
      | 'description'
      | 'fee'
      | 'city'
      | 'area',
  ) => ({
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
  });

  function done(saved: AdoptionListing) {
    toast({ title: listing ? adoptionMessages.saved : adoptionMessages.listed, variant: 'success' });
    void navigate(listingHref(saved.id));
  }

  function refused(error: unknown) {
    keys.settle(error);
    const found = apiFieldErrors(error, 'Your listing was not saved. Please try again.');
    setErrors({ ...found, photos: found.photos ?? found.photo });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = inputOf(values);
    const found = contractErrors(listing ? UpdateAdoptionListingInput : CreateAdoptionListingInput, input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (listing) {
      const patch = UpdateAdoptionListingInput.parse(input);
      update.mutate(patch, { onSuccess: ({ listing: saved }) => done(saved), onError: refused });
    } else {
      const created = CreateAdoptionListingInput.parse(input);
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
  }

  const busy = create.isPending || update.isPending;
  const invalid = Object.keys(errors).length > 0 && !errors.form;
  return (
    <form onSubmit={submit} noValidate aria-label={listing ? `Edit ${listing.title}` : 'List a pet'}>
      <Stack gap={5}>
        {errors.form && <Alert variant="error">{errors.form}</Alert>}
        <TextField label="Title" hint="For example: Bruno, a gentle Indie looking for a sofa" {...text('title')} />
        <Pair>
          <Select
            label="Species"
            placeholder="Choose a species"
            options={ADOPTION_SPECIES.map((value) => ({ value, label: ADOPTION_SPECIES_LABELS[value] }))}
            {...text('species')}
          />
          <TextField label="Breed" hint="Indie, Labrador, Mixed..." {...text('breed')} />
        </Pair>
        <FieldSet label="Age">
          <Pair>
            <TextField label="Years" inputMode="numeric" {...text('ageYears')} />
            <Select
              label="Months"
              options={Array.from({ length: 12 }, (_, n) => ({ value: String(n), label: String(n) }))}
              {...text('ageMonths')}
            />
          </Pair>
        </FieldSet>
        <Pair>
          <Select
            label="Sex"
            placeholder="Choose"
            options={ADOPTION_SEXES.map((value) => ({ value, label: ADOPTION_SEX_LABELS[value] }))}
            {...text('sex')}
          />
          <Select
            label="Size"
            placeholder="Choose a size"
            options={ADOPTION_SIZES.map((value) => ({ value, label: ADOPTION_SIZE_LABELS[value] }))}
            {...text('size')}
          />
        </Pair>
        <FieldSet label="Health and temperament">
          <Stack gap={2}>
            {TRAITS.map(([key, label]) => (
              <Checkbox
                key={key}
                label={label}
                checked={values.traits[key]}
                onChange={(event) => set('traits', { ...values.traits, [key]: event.target.checked })}
              />
            ))}
          </Stack>
        </FieldSet>
        <TextArea
          label="Description"
          hint="Personality, routine, health and why they need a new home (20 to 3,000 characters)."
          rows={6}
          {...text('description')}
        />
        <Pair>
          <TextField label="Adoption fee" hint="0 if free" inputMode="numeric" {...text('fee')} />
          <Select
            label="Currency"
            options={[
              { value: 'INR', label: '₹ Indian rupees' },
              { value: 'USD', label: '$ US dollars' },
            ]}
            value={values.currency}
            error={errors.currency}
            onChange={(event) => set('currency', event.target.value as AdoptionCurrency)}
          />
        </Pair>
        <Pair>
          <TextField label="City" autoComplete="address-level2" {...text('city')} />
          <TextField label="Area (optional)" hint="Neighbourhood, shown on the listing" {...text('area')} />
        </Pair>
        <ListingPhotoPicker
          photos={values.photos}
          error={errors.photos}
          onChange={(photos, error) => {
            set('photos', photos);
            setErrors(({ photos: _photos, ...rest }) => (error ? { ...rest, photos: error } : rest));
          }}
        />
        {invalid && <Alert variant="error">Please check the fields marked above.</Alert>}
        <Stack direction="row" gap={2} wrap>
          <Button type="submit" loading={busy}>
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
