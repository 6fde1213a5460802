import type { Prescription } from '@petpal/contracts';
import { Stack, Text } from '@petpal/design-system';
import { formatDay } from '../shop-format';

/** Who prescribed: the PetPal vet asked (and for which pet), or the uploaded prescription with its image. */
export function PrescriptionSummary({ prescription }: { prescription: Prescription }) {
  if (prescription.source === 'petpal_vet') {
    return (
      <Stack gap={1}>
        <Text>
          PetPal vet: {prescription.vetName}
          {prescription.petName ? ` for ${prescription.petName}` : ''}
        </Text>
        <Text tone="muted">
          {prescription.vetAskedAt
            ? `The pharmacist asked the vet on ${formatDay(prescription.vetAskedAt)}.`
            : `Added on ${formatDay(prescription.submittedAt)}.`}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      <Text>
        Uploaded prescription from {prescription.vetName}, {prescription.clinic}
      </Text>
      {prescription.imageUrl && (
        <a href={prescription.imageUrl} target="_blank" rel="noreferrer">
          <img
            src={prescription.imageUrl}
            alt={`Prescription from ${prescription.vetName}`}
            style={{ maxWidth: '12rem', maxHeight: '12rem', borderRadius: '0.5rem' }}
          />
        </a>
      )}
    </Stack>
  );
}
