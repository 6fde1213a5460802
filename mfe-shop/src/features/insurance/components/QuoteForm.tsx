import { useState, type FormEvent } from 'react';
import styled, { css } from 'styled-components';
import { QuoteInput, type InsuranceSpecies, type PetSummary } from '@petpal/contracts';
import { Button, checkContract, RadioGroup, Select, TextField, type FieldErrors } from '@petpal/design-system';

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

/** Species, breed and age, checked by the API's own schema before sending; a signed-in owner can pick a pet. */
export function QuoteForm({ pets, busy, onQuote }: QuoteFormProps) {
  const [petId, setPetId] = useState('');
  const [species, setSpecies] = useState('');
  const [breed, setBreed] = useState('');
  const [age, setAge] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const insurable = pets.filter(isInsurable);

  function choosePet(id: string) {
    setPetId(id);
    const pet = insurable.find((p) => p.id === id);
    if (!pet) return;
    setSpecies(pet.species);
    setBreed(pet.breed);
    setErrors({});
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const ageText = age.trim();
    const parsed = checkContract(QuoteInput, {
      species: species || undefined,
      breed,
      ageYears: /^-?\d+(\.\d+)?$/.test(ageText) ? Number(ageText) : undefined,
    });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    const chosen = insurable.find((p) => p.id === petId && p.species === parsed.data.species);
    onQuote({ input: parsed.data, petId: chosen?.id ?? null });
  }

  return (
    <Form aria-label="Get a quote" noValidate onSubmit={submit}>
      {insurable.length > 0 && (
        <Select
          label="Choose one of my pets"
          hint="Fills in the species and breed; add the age."
          placeholder="Enter the details myself"
          options={insurable.map((pet) => ({ value: pet.id, label: `${pet.name} (${pet.breed})` }))}
          value={petId}
          onChange={(event) => choosePet(event.target.value)}
        />
      )}
      <RadioGroup
        label="Species"
        name="insurance-species"
        options={SPECIES_OPTIONS}
        value={species}
        onChange={setSpecies}
        error={errors.species}
      />
      <TextField
        label="Breed"
        value={breed}
        maxLength={50}
        autoComplete="off"
        onChange={(event) => setBreed(event.target.value)}
        error={errors.breed}
      />
      <TextField
        label="Age (years)"
        inputMode="numeric"
        value={age}
        onChange={(event) => setAge(event.target.value)}
        error={errors.ageYears}
      />
      <div>
        <Button type="submit" loading={busy}>
          Get quote
        </Button>
      </div>
    </Form>
  );
}
