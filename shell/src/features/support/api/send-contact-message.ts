import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@petpal/design-system';
import { ContactMessageAccepted, type ContactMessageInput } from '@petpal/contracts';

export function sendContactMessage(message: ContactMessageInput) {
  return apiFetch('/api/support/contact', ContactMessageAccepted, { method: 'POST', body: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
