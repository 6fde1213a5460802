import { useState, type FormEvent } from 'react';
import { AttachPrescriptionInput, type PrescriptionSource } from '@petpal/contracts';
import {
  Alert,
  Button,
  RadioGroup,
  readPhotoFile,
  RouterButtonLink,
  Select,
  Stack,
  Text,
  TextField,
  useToast,
  apiFieldErrors,
  checkContract,
  type FieldErrors,
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

/** The prescription step's form: a PetPal vet and one of the owner's pets, or an uploaded image. */
export function PrescriptionForm({ orderId, onDone }: { orderId: string; onDone?: () => void }) {
  const [source, setSource] = useState<PrescriptionSource>('petpal_vet');
  const [petId, setPetId] = useState('');
  const [vetId, setVetId] = useState('');
  const [image, setImage] = useState('');
  const [vetName, setVetName] = useState('');
  const [clinic, setClinic] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const attach = useAttachPrescription(orderId);
  const pets = usePets(source === 'petpal_vet');
  const vets = usePetpalVets(source === 'petpal_vet');
  const { toast } = useToast();

  async function choose(file: File | undefined) {
    if (!file) return;
    const read = await readPhotoFile(file);
    if (read.ok) {
      setImage(read.dataUrl);
      setErrors(({ image: _dropped, ...rest }) => rest);
    } else {
      setImage('');
      setErrors((current) => ({ ...current, image: read.error }));
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = source === 'petpal_vet' ? { source, petId, vetId } : { source, image, vetName, clinic };
    const checked = checkContract(AttachPrescriptionInput, value);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    attach.mutate(checked.data, {
      onSuccess: () => {
        toast({ title: 'Prescription added', variant: 'success' });
        onDone?.();
      },
      onError: (error) => setErrors(apiFieldErrors(error, SOMETHING_WENT_WRONG)),
    });
  }

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
          value={source}
          onChange={(value) => {
            setSource(value as PrescriptionSource);
            setErrors({});
          }}
        />
        {source === 'petpal_vet' ? (
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
                value={petId}
                error={errors.petId}
                onChange={(event) => setPetId(event.target.value)}
              />
            )}
            <Select
              label="PetPal vet"
              placeholder={vets.isPending ? 'Loading vets…' : 'Choose a vet'}
              options={vetOptions}
              value={vetId}
              error={errors.vetId}
              onChange={(event) => setVetId(event.target.value)}
            />
          </Stack>
        ) : (
          <Stack gap={3}>
            <TextField
              label="Prescription image"
              hint="JPEG, PNG or WebP, up to 512 KB. Location details stored in photos are removed."
              type="file"
              accept="image/jpeg,image/png,image/webp"
              error={errors.image}
              onChange={(event) => void choose(event.target.files?.[0])}
            />
            {image && (
              <img
                src={image}
                alt="Prescription preview"
                style={{ maxWidth: '16rem', maxHeight: '16rem', borderRadius: '0.5rem' }}
              />
            )}
            <TextField
              label="Prescribing vet"
              value={vetName}
              error={errors.vetName}
              onChange={(event) => setVetName(event.target.value)}
            />
            <TextField
              label="Clinic"
              value={clinic}
              error={errors.clinic}
              onChange={(event) => setClinic(event.target.value)}
            />
          </Stack>
        )}
        {(errors.form ?? errors.source) && <Alert variant="error">{errors.form ?? errors.source}</Alert>}
        <div>
          <Button type="submit" disabled={attach.isPending}>
            {attach.isPending ? 'Sending…' : 'Send Prescription'}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
