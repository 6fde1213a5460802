import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ContactMessageInput } from '@petpal/contracts';
import {
  Alert,
  ApiError,
  apiFieldErrors,
  Button,
  Stack,
  TextArea,
  TextField,
  useContractForm,
} from '@petpal/design-system';
import { useSendContactMessage } from '../api/send-contact-message';

type Notice = { variant: 'success' | 'error'; text: string };

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
`;

const genericFailure = 'Something went wrong. Please try again.';

const emptyContact = { name: '', email: '', subject: '', message: '' };

/** The support contact form: validated in the browser with the API's schema, then sent to /api/support/contact. */
export function ContactForm() {
  const form = useContractForm(ContactMessageInput, { defaultValues: emptyContact });
  const [notice, setNotice] = useState<Notice | null>(null);
  const send = useSendContactMessage();

  const sendValid = form.onSubmit((input) => {
    send.mutate(input, {
      onSuccess: (accepted) => {
        form.reset(emptyContact);
        setNotice({ variant: 'success', text: accepted.message });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400 && error.fields) {
          form.showErrors(apiFieldErrors(error, genericFailure));
          return;
        }
        setNotice({ variant: 'error', text: error instanceof ApiError ? error.message : genericFailure });
      },
    });
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setNotice(null);
    void sendValid(event);
  }

  return (
    <Stack gap={5}>
      {notice && (
        <Alert variant={notice.variant} title={notice.variant === 'success' ? 'Message sent' : 'Message not sent'}>
          {notice.text}
        </Alert>
      )}
      <Form noValidate onSubmit={onSubmit} aria-label="Contact form">
        <TextField label="Name" autoComplete="name" {...form.field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <TextField label="Subject" {...form.field('subject')} />
        <TextArea label="Message" rows={6} hint="At least 10 characters." {...form.field('message')} />
        <div>
          <Button type="submit" loading={send.isPending}>
            Send message
          </Button>
        </div>
      </Form>
    </Stack>
  );
}
