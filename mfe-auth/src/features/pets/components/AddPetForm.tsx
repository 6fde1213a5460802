import { useState } from 'react';
import styled from 'styled-components';
import { PetInput } from '@petpal/contracts';
import { ApiError, Button, PhotoUploadField, Select, TextField, useContractForm } from '@petpal/design-system';
import { emptyPet, petFieldErrors, petInput, speciesOptions, type PetValues } from '../pet-values';

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

/** Name, breed, species, size in lbs and an optional photo; cleared after each pet added. */
export function AddPetForm({ onAdd }: AddPetFormProps) {
  const form = useContractForm<typeof PetInput, PetValues>(PetInput, { defaultValues: emptyPet, toInput: petInput });
  const [uploading, setUploading] = useState(false);

  const submit = form.onSubmit(async (input) => {
    try {
      await onAdd(input);
      form.reset(emptyPet);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        form.clearErrors();
        form.showErrors(petFieldErrors(error.fields));
      }
    }
  });

  return (
    <Form noValidate aria-label="Add a pet" onSubmit={submit}>
      <TextField label="Name" {...form.field('name')} />
      <TextField label="Breed" {...form.field('breed')} />
      <Select label="Species" placeholder="Select a species" options={speciesOptions} {...form.field('species')} />
      <TextField label="Size (lbs)" type="number" inputMode="decimal" min={0} step="any" {...form.field('sizeLbs')} />
      <Wide>
        <PhotoUploadField
          value={form.watch('photoId')}
          previewAlt="Preview of your pet's photo"
          error={form.errorOf('photoId')}
          onBusy={setUploading}
          onChange={(photoId, error) => {
            // A refused file keeps its reason until another is chosen; a photo uploaded (or removed) clears it.
            if (error) {
              form.setValue('photoId', photoId);
              form.setError('photoId', { type: 'upload', message: error });
            } else {
              form.setField('photoId', photoId);
              form.clearErrors('photoId');
            }
          }}
        />
      </Wide>
      <Wide>
        <Button type="submit" loading={form.formState.isSubmitting || uploading}>
          Add Pet
        </Button>
      </Wide>
    </Form>
  );
}
