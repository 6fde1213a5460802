import styled, { css } from 'styled-components';
import { QuoteInput, type InsuranceSpecies, type PetSummary } from '@petpal/contracts';
import { Button, RadioGroup, Select, TextField, useContractForm } from '@petpal/design-system';

export interface QuoteRequest {
  input: QuoteInput;
  /** The owner's pet the form was filled from, if any (offered first when enrolling). */
  petId: string | null;
}

export interface QuoteFormProps {
  /** The owner's dogs and cats, for the "choose one of my pets" shortcut (empty for guests). */
  pets: readonly PetSummary[];
  busy: boolean;
  onQuote(request: QuoteRequest): void;
}

const Form = styled.form`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.spacing[4]};
    max-width: 32rem;
  `}
`;

const SPECIES_OPTIONS = [
  { value: 'dog', label: 'Dog' },
  { value: 'cat', label: 'Cat' },
];

export const isInsurable = (pet: PetSummary): pet is PetSummary & { species: InsuranceSpecies } =>
  pet.species === 'dog' || pet.species === 'cat';

const EMPTY = { petId: '', species: '', breed: '', ageYears: '' };

/** The pet shortcut is not sent; an age that is not a number is no age. */
function quoteInput({ species, breed, ageYears }: typeof EMPTY) {
  const ageText = ageYears.trim();
  return {
    species: species || undefined,
    breed,
    ageYears: /^-?\d+(\.\d+)?$/.test(ageText) ? Number(ageText) : undefined,
  };
}

/** Species, breed and age, checked by the API's own schema before sending; a signed-in owner can pick a pet. */
export function QuoteForm({ pets, busy, onQuote }: QuoteFormProps) {
  const form = useContractForm<typeof QuoteInput, typeof EMPTY>(QuoteInput, {
    defaultValues: EMPTY,
    toInput: quoteInput,
  });
  const insurable = pets.filter(isInsurable);

  function choosePet(id: string) {
    const pet = insurable.find((p) => p.id === id);
    if (!pet) return;
    form.setValue('species', pet.species);
    form.setValue('breed', pet.breed);
    form.clearErrors();
  }

  const submit = form.onSubmit((input) => {
    const chosen = insurable.find((p) => p.id === form.getValues('petId') && p.species === input.species);
    onQuote({ input, petId: chosen?.id ?? null });
  });

  return (
    <Form aria-label="Get a quote" noValidate onSubmit={submit}>
      {insurable.length > 0 && (
        <Select
          label="Choose one of my pets"
          hint="Fills in the species and breed; add the age."
          placeholder="Enter the details myself"
          options={insurable.map((pet) => ({ value: pet.id, label: `${pet.name} (${pet.breed})` }))}
          {...form.register('petId', { onChange: (event) => choosePet(event.target.value) })}
        />
      )}
      <RadioGroup {...form.choice('species')} label="Species" name="insurance-species" options={SPECIES_OPTIONS} />
      <TextField label="Breed" maxLength={50} autoComplete="off" {...form.field('breed')} />
      <TextField label="Age (years)" inputMode="numeric" {...form.field('ageYears')} />
      <div>
        <Button type="submit" loading={busy}>
          Get quote
        </Button>
      </div>
    </Form>
  );
}
