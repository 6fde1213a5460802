import styled, { css } from 'styled-components';
import { TRAINING_CONTACT_LABELS, TRAINING_CONTACT_METHODS, type TrainingContactMethod } from '@petpal/contracts';
import { Checkbox, FieldSet, RadioGroup, TextField, type FieldErrors } from '@petpal/design-system';
import type { TrainingDraft } from '../training-form';

const Terms = styled.div`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.spacing[2]};
    padding: ${theme.spacing[3]} ${theme.spacing[4]};
    font-size: ${theme.fontSizes.sm};
    background: ${theme.colors.surfaceSubtle};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};

    p {
      margin: 0;
    }
  `}
`;

const contactHints: Record<TrainingContactMethod | '', { hint: string; type: string }> = {
  '': { hint: 'Choose a contact method, then enter its number or link.', type: 'text' },
  whatsapp: { hint: 'The WhatsApp number the trainer calls.', type: 'tel' },
  zoom: { hint: 'The link of the Zoom meeting you will hold the session in.', type: 'url' },
  google_meet: { hint: 'The link of the Google Meet you will hold the session in.', type: 'url' },
};

export const DISCLAIMER_ACCEPT_LABEL = 'I have read and accept the online training terms.';

export interface OnlineTrainingFieldsProps {
  draft: TrainingDraft;
  errors: FieldErrors;
  onChange(patch: Partial<TrainingDraft>): void;
}

/** What online training adds (spec sections 5 and 9): the contact method and its number or link, and the disclaimer. */
export function OnlineTrainingFields({ draft, errors, onChange }: OnlineTrainingFieldsProps) {
  const contact = contactHints[draft.contactMethod];
  return (
    <>
      <RadioGroup
        label="Contact Method"
        name="contact-method"
        options={TRAINING_CONTACT_METHODS.map((value) => ({ value, label: TRAINING_CONTACT_LABELS[value] }))}
        value={draft.contactMethod}
        error={errors.contactMethod}
        onChange={(value) => onChange({ contactMethod: value as TrainingContactMethod })}
      />
      <TextField
        label="Contact Info"
        hint={contact.hint}
        type={contact.type}
        autoComplete="off"
        required
        maxLength={300}
        value={draft.contactLink}
        error={errors.contactLink}
        onChange={(event) => onChange({ contactLink: event.target.value })}
      />
      <FieldSet label="Disclaimer" error={errors.disclaimerAccepted}>
        <Terms>
          <p>
            Online training happens by video or voice call. The trainer cannot handle your pet, so progress depends on
            you practising what they show you; it is no substitute for a veterinarian.
          </p>
          <p>
            The session is charged to your saved payment method 24 hours before it starts (or as soon as the trainer
            accepts, for a session less than a day away). If the trainer declines, or does not answer within 24 hours,
            you are not charged.
          </p>
        </Terms>
        <Checkbox
          label={DISCLAIMER_ACCEPT_LABEL}
          checked={draft.disclaimerAccepted}
          onChange={(event) => onChange({ disclaimerAccepted: event.target.checked })}
        />
      </FieldSet>
    </>
  );
}
