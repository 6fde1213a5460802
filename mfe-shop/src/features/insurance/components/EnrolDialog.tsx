import { useRef, useState } from 'react';
import {
  insuranceMessages,
  type Enrolment,
  type InsuranceQuote,
  type PetSummary,
  type QuoteOption,
} from '@petpal/contracts';
import { Alert, Button, createAttemptKeys, Dialog, Select, Stack, Text } from '@petpal/design-system';
import { useEnrol } from '../api/enrolments';
import { perMonth } from '../format';

export interface EnrolDialogProps {
  quote: InsuranceQuote;
  option: QuoteOption;
  /** The owner's pets; those of the quote's species are offered. */
  pets: readonly PetSummary[];
  /** The pet the quote was filled from, chosen first. */
  preferredPetId: string | null;
  onClose(): void;
  onEnrolled(enrolment: Enrolment): void;
}

/** Confirms one plan for one of the owner's pets; nothing is charged. */
export function EnrolDialog({ quote, option, pets, preferredPetId, onClose, onEnrolled }: EnrolDialogProps) {
  const matching = pets.filter((pet) => pet.species === quote.species);
  const [petId, setPetId] = useState(
    matching.find((pet) => pet.id === preferredPetId)?.id ?? (matching.length === 1 ? matching[0]!.id : ''),
  );
  const [petError, setPetError] = useState<string | undefined>();
  const keys = useRef(createAttemptKeys());
  const enrol = useEnrol();
  const pet = matching.find((p) => p.id === petId);

  function confirm() {
    if (!pet) {
      setPetError(insuranceMessages.petId);
      return;
    }
    const input = { quoteId: quote.id, planId: option.plan.id, petId: pet.id };
    enrol.mutate(
      { input, key: keys.current.keyFor(input) },
      {
        onSuccess: (answer) => {
          keys.current.settle();
          onEnrolled(answer.enrolment);
        },
        onError: (error) => keys.current.settle(error),
      },
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Enrol in ${option.plan.name}`}
      footer={
        <>
          <Button type="button" variant="ghost" onClick={onClose}>
            Back
          </Button>
          {matching.length > 0 && (
            <Button type="button" loading={enrol.isPending} onClick={confirm}>
              Confirm enrolment
            </Button>
          )}
        </>
      }
    >
      <Stack gap={4}>
        {matching.length === 0 ? (
          <Text>
            This quote is for a {quote.species}, and you have no {quote.species} among your pets. Add your pet under My
            pets, then come back.
          </Text>
        ) : (
          <>
            <Select
              label="Pet"
              placeholder="Choose a pet"
              options={matching.map((p) => ({ value: p.id, label: `${p.name} (${p.breed})` }))}
              value={petId}
              error={petError}
              onChange={(event) => {
                setPetId(event.target.value);
                setPetError(undefined);
              }}
            />
            {option.monthlyPremium && (
              <Text>
                {pet ? pet.name : 'Your pet'} on {option.plan.name} at {perMonth(option.monthlyPremium)}, with{' '}
                {option.plan.reimbursementPercent}% reimbursement.
              </Text>
            )}
          </>
        )}
        <Alert variant="info">{insuranceMessages.noPaymentNow}</Alert>
        {enrol.error && <Alert variant="error">{enrol.error.message}</Alert>}
      </Stack>
    </Dialog>
  );
}
