import { useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, ApiError, Button, Stack, TextArea, TextField } from '@petpal/design-system';
import { useSendContactMessage } from '../api/send-contact-message';
import {
  contactFields,
  emptyContact,
  pickFieldErrors,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../contact-validation';

type Notice = { variant: 'success' | 'error'; text: string };

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing[4]};
`;

const genericFailure = 'Something went wrong. Please try again.';

/** The support contact form: validated in the browser with the API's schema, then sent to /api/support/contact. */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const send = useSendContactMessage();

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const field = event.target.name as ContactField;
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (errors[field]) {
      const result = validateContact(next);
      setErrors({ ...errors, [field]: result.success ? undefined : result.errors[field] });
    }
  }

  function showFieldErrors(form: HTMLFormElement, fieldErrors: ContactErrors) {
    setErrors(fieldErrors);
    const first = contactFields.find((field) => fieldErrors[field]);
    const control = first && form.elements.namedItem(first);
    if (control instanceof HTMLElement) control.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setNotice(null);
    const result = validateContact(values);
    if (!result.success) {
      showFieldErrors(form, result.errors);
      return;
    }
    setErrors({});
    send.mutate(result.data, {
      onSuccess: (accepted) => {
        setValues(emptyContact);
        setNotice({ variant: 'success', text: accepted.message });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400 && error.fields) {
          showFieldErrors(form, pickFieldErrors(Object.entries(error.fields)));
          return;
        }
        setNotice({ variant: 'error', text: error instanceof ApiError ? error.message : genericFailure });
      },
    });
  }

  return (
    <Stack gap={5}>
      {notice && (
        <Alert variant={notice.variant} title={notice.variant === 'success' ? 'Message sent' : 'Message not sent'}>
          {notice.text}
        </Alert>
      )}
      <Form noValidate onSubmit={onSubmit} aria-label="Contact form">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={onChange}
          error={errors.name}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={onChange}
          error={errors.email}
        />
        <TextField label="Subject" name="subject" value={values.subject} onChange={onChange} error={errors.subject} />
        <TextArea
          label="Message"
          name="message"
          rows={6}
          hint="At least 10 characters."
          value={values.message}
          onChange={onChange}
          error={errors.message}
        />
        <div>
          <Button type="submit" loading={send.isPending}>
            Send message
          </Button>
        </div>
      </Form>
    </Stack>
  );
}
