import type { MailMessage } from '../../lib/mailer';
import type { OrderDoc } from '../orders/orders.repository';
import type { PrescriptionDoc } from './prescriptions.repository';

/** The short order reference the owner, the vet and the pharmacist all see. */
export const orderReference = (order: OrderDoc) => order._id.toHexString().slice(-8).toUpperCase();

/** "Ask the vet": the email a pharmacist sends the owner's PetPal vet, listing the lines that need a prescription. */
export function vetRequestMail(input: {
  to: string;
  order: OrderDoc;
  prescription: PrescriptionDoc;
  ownerName: string;
  pharmacistEmail: string;
}): MailMessage {
  const { order, prescription } = input;
  const pet = prescription.petName ?? 'their pet';
  const lines = order.lines
    .filter((line) => line.prescriptionRequired)
    .map((line) => `- ${line.name} x ${line.quantity}`)
    .join('\n');
  return {
    to: input.to,
    subject: `Prescription request for ${pet} (PetPal order ${orderReference(order)})`,
    text: [
      `Dear Dr. ${prescription.vetName},`,
      '',
      `${input.ownerName} ordered these prescription items for ${pet} from the PetPal pharmacy and named you as their vet:`,
      lines,
      '',
      `Please confirm the prescription, or tell us why it should not be filled, by replying to ${input.pharmacistEmail}.`,
      '',
      'The PetPal pharmacy',
    ].join('\n'),
  };
}
