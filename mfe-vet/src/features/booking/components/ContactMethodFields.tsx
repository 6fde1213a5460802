import type { ContactMethod } from '@petpal/contracts';
import { FormSection, RadioGroup, TextField } from '@petpal/design-system';

const linkFields: Record<ContactMethod, { label: string; hint: string; type: string }> = {
  whatsapp: { label: 'WhatsApp Number', hint: 'The number the veterinarian calls on WhatsApp.', type: 'tel' },
  zoom: { label: 'Zoom Meeting Link', hint: 'The link of the Zoom meeting you will join.', type: 'url' },
};

export interface ContactMethodFieldsProps {
  method: ContactMethod | null;
  link: string;
  onMethodChange(method: ContactMethod): void;
  onLinkChange(link: string): void;
}

/** How the teleconsultation takes place: WhatsApp or Zoom, and the number or link (spec section 9). */
export function ContactMethodFields({ method, link, onMethodChange, onLinkChange }: ContactMethodFieldsProps) {
  const field = linkFields[method ?? 'zoom'];
  return (
    <FormSection title="Teleconsultation Contact">
      <RadioGroup
        label="Contact Method"
        name="contact-method"
        options={[
          { value: 'whatsapp', label: 'WhatsApp' },
          { value: 'zoom', label: 'Zoom' },
        ]}
        value={method ?? ''}
        onChange={(value) => onMethodChange(value as ContactMethod)}
      />
      {method && (
        <TextField
          label={field.label}
          hint={field.hint}
          type={field.type}
          value={link}
          maxLength={500}
          required
          onChange={(event) => onLinkChange(event.target.value)}
        />
      )}
    </FormSection>
  );
}
