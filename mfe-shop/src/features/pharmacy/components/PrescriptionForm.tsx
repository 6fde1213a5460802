import { useState } from 'react';
import { AttachPrescriptionInput, type PrescriptionSource } from '@petpal/contracts';
import {
  Alert,
  Button,
  PhotoUploadField,
  RadioGroup,
  RouterButtonLink,
  Select,
  Stack,
  Text,
  TextField,
  useToast,
  apiFieldErrors,
  useContractForm,
  usePets,
} from '@petpal/design-system';
import { SOMETHING_WENT_WRONG } from '../../../lib/error-message';
import { useAttachPrescription, usePetpalVets } from '../api/prescription';

const SOURCES = [
  {
    value: 'petpal_vet',
    label: 'Ask my PetPal vet',
    description: 'Our pharmacist checks the prescription with your vet.',
  },
  { value: 'upload', label: 'Upload a prescription', description: 'A photo or scan of a paper prescription.' },
];

const EMPTY = {
  source: 'petpal_vet' as PrescriptionSource,
  petId: '',
  vetId: '',
  photoId: null as string | null,
  vetName: '',
  clinic: '',
};

/** Only the chosen source's fields are sent. */
const prescriptionInput = ({
  source,
  petId,
  vetId,
  photoId,
  vetName,
  clinic,
}: typeof EMPTY): AttachPrescriptionInput =>
  source === 'petpal_vet' ? { source, petId, vetId } : { source, photoId: photoId ?? '', vetName, clinic };

/** The prescription step's form: a PetPal vet and one of the owner's pets, or an uploaded image. */
export function PrescriptionForm({ orderId, onDone }: { orderId: string; onDone?: () => void }) {
  const form = useContractForm<typeof AttachPrescriptionInput, typeof EMPTY>(AttachPrescriptionInput, {
    defaultValues: EMPTY,
    toInput: prescriptionInput,
  });
  const source = form.choice('source');
  const [uploading, setUploading] = useState(false);
  const attach = useAttachPrescription(orderId);
  const pets = usePets(source.value === 'petpal_vet');
  const vets = usePetpalVets(source.value === 'petpal_vet');
  const { toast } = useToast();

  const submit = form.onSubmit((input) =>
    attach.mutate(input, {
      onSuccess: () => {
        toast({ title: 'Prescription added', variant: 'success' });
        onDone?.();
      },
      onError: (error) => form.showErrors(apiFieldErrors(error, SOMETHING_WENT_WRONG)),
    }),
  );
  const formError = form.formError ?? form.errorOf('source');

  const petOptions = (pets.data?.pets ?? []).map((pet) => ({ value: pet.id, label: pet.name }));
  const vetOptions = (vets.data?.vets ?? []).map((vet) => ({
    value: vet.id,
    label: `${vet.fullName} (${vet.specialization}, ${vet.location})`,
  }));

  return (
    <form onSubmit={submit} noValidate aria-label="Add a prescription">
      <Stack gap={4}>
        <RadioGroup
          label="How would you like to add the prescription?"
          name="prescription-source"
          options={SOURCES}
          value={source.value}
          onChange={(value) => {
            source.onChange(value as PrescriptionSource);
            form.clearErrors();
          }}
        />
        {source.value === 'petpal_vet' ? (
          <Stack gap={3}>
            {pets.isSuccess && petOptions.length === 0 ? (
              <Stack gap={2} align="flex-start">
                <Text>Add your pet to your profile first: the vet prescribes for one of your pets.</Text>
                <RouterButtonLink to="/profile" size="sm" variant="secondary">
                  Go to Profile
                </RouterButtonLink>
              </Stack>
            ) : (
              <Select
                label="Pet"
                placeholder={pets.isPending ? 'Loading your pets…' : 'Choose a pet'}
                options={petOptions}
                {...form.field('petId')}
              />
            )}
            <Select
              label="PetPal vet"
              placeholder={vets.isPending ? 'Loading vets…' : 'Choose a vet'}
              options={vetOptions}
              {...form.field('vetId')}
            />
          </Stack>
        ) : (
          <Stack gap={3}>
            <PhotoUploadField
              label="Prescription image"
              hint="JPEG, PNG or WebP, up to 15 MB. Location details stored in photos are removed. Only you and our pharmacists can see it."
              previewAlt="Prescription preview"
              value={form.watch('photoId')}
              error={form.errorOf('photoId')}
              onBusy={setUploading}
              onChange={(photoId, error) => {
                // A refused file keeps its reason until another is chosen; a photo uploaded (or removed) clears it.
                form.setValue('photoId', photoId);
                if (error) form.setError('photoId', { type: 'upload', message: error });
                else form.clearErrors('photoId');
              }}
            />
            <TextField label="Prescribing vet" {...form.field('vetName')} />
            <TextField label="Clinic" {...form.field('clinic')} />
          </Stack>
        )}
        {formError && <Alert variant="error">{formError}</Alert>}
        <div>
          <Button type="submit" disabled={attach.isPending || uploading}>
            {attach.isPending ? 'Sending…' : 'Send Prescription'}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
