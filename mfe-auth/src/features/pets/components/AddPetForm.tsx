import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { PetInput } from '@petpal/contracts';
import { ApiError, Button, Select, TextField, type FieldErrors } from '@petpal/design-system';
import {
  emptyPet,
  petFieldErrors,
  petFields,
  speciesOptions,
  validatePet,
  type PetField,
  type PetValues,
} from '../pet-values';
import { PetPhotoField } from './PetPhotoField';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing[4]};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

export interface AddPetFormProps {
  /** Sends the checked pet; resolves once it is stored. An ApiError with `fields` lands on the fields; the caller reports any other failure. */
  onAdd(input: PetInput): Promise<unknown>;
}

function focusField(form: HTMLFormElement, name: PetField | undefined) {
  const control = name ? form.elements.namedItem(name) : null;
  if (control instanceof HTMLElement) control.focus();
}

/** Name, breed, species, size in lbs and an optional photo; cleared after each pet added. */
export function AddPetForm({ onAdd }: AddPetFormProps) {
  const [values, setValues] = useState<PetValues>(emptyPet);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [adding, setAdding] = useState(false);

  function update(next: PetValues, field: PetField) {
    setValues(next);
    if (errors[field]) {
      const result = validatePet(next);
      setErrors({ ...errors, [field]: result.success ? undefined : result.errors[field] });
    }
  }

  const onText = (field: 'name' | 'breed' | 'sizeLbs') => (event: { target: { value: string } }) =>
    update({ ...values, [field]: event.target.value }, field);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = validatePet(values);
    if (!result.success) {
      setErrors(result.errors);
      focusField(
        form,
        petFields.find((field) => result.errors[field]),
      );
      return;
    }
    setErrors({});
    setAdding(true);
    try {
      await onAdd(result.data);
      setValues(emptyPet);
      form.reset();
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        const fieldErrors = petFieldErrors(error.fields);
        setErrors(fieldErrors);
        focusField(
          form,
          petFields.find((field) => fieldErrors[field]),
        );
      }
    } finally {
      setAdding(false);
    }
  }

  return (
    <Form noValidate aria-label="Add a pet" onSubmit={onSubmit}>
      <TextField label="Name" name="name" value={values.name} onChange={onText('name')} error={errors.name} />
      <TextField label="Breed" name="breed" value={values.breed} onChange={onText('breed')} error={errors.breed} />
      <Select
        label="Species"
        name="species"
        placeholder="Select a species"
        options={speciesOptions}
        value={values.species}
        onChange={(event) => update({ ...values, species: event.target.value as PetValues['species'] }, 'species')}
        error={errors.species}
      />
      <TextField
        label="Size (lbs)"
        name="sizeLbs"
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={values.sizeLbs}
        onChange={onText('sizeLbs')}
        error={errors.sizeLbs}
      />
      <Wide>
        <PetPhotoField
          value={values.photo}
          error={errors.photo}
          onChange={(photo, error) => {
            setValues({ ...values, photo });
            setErrors({ ...errors, photo: error });
          }}
        />
      </Wide>
      <Wide>
        <Button type="submit" loading={adding}>
          Add Pet
        </Button>
      </Wide>
    </Form>
  );
}
