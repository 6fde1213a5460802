import styled, { css } from 'styled-components';
import { Checkbox, FormSection } from '@petpal/design-system';

const Terms = styled.div`
  ${({ theme }) => css`
    display: grid;
    gap: ${theme.spacing[2]};
    max-height: 12rem;
    overflow-y: auto;
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

export const DISCLAIMER_ACCEPT_LABEL = 'I have read and accept the teleconsultation disclaimer.';

/** What an owner accepts before a teleconsultation (the spec names the section; the wording is ours). */
export function TeleconsultationDisclaimer({
  accepted,
  onChange,
}: {
  accepted: boolean;
  onChange(accepted: boolean): void;
}) {
  return (
    <FormSection title="Disclaimer">
      <Terms tabIndex={0} role="region" aria-label="Teleconsultation disclaimer">
        <p>
          A teleconsultation is a consultation by video call or messaging. The veterinarian cannot examine your pet in
          person, so their advice rests on what you describe and show, and may be limited.
        </p>
        <p>
          It is not for emergencies. If your pet is badly hurt, struggling to breathe, having a seizure or has eaten
          something poisonous, go to the nearest clinic or use Emergency Services straight away.
        </p>
        <p>
          The veterinarian may ask you to bring your pet in for an in-person visit. Prescriptions depend on local law
          and on what can be judged remotely.
        </p>
        <p>
          A paid teleconsultation is charged to your saved payment method 24 hours before the appointment, unless you
          pay now. Free teleconsultations can be cancelled up to 24 hours before.
        </p>
      </Terms>
      <Checkbox
        label={DISCLAIMER_ACCEPT_LABEL}
        checked={accepted}
        onChange={(event) => onChange(event.target.checked)}
      />
    </FormSection>
  );
}
