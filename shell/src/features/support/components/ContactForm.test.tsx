import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@petpal/design-system/test-utils/api-server';
import { renderWithPlatform } from '../../../test/render';
import { ContactForm } from './ContactForm';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** The API answers the message with `status` and `body`; returns the recorded requests. */
const respond = (status: number, body: unknown) => stubApi({ 'POST /api/support/contact': { status, body } });

async function fillIn(values: Partial<Record<'Name' | 'Email' | 'Subject' | 'Message', string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) await user.type(field(label), value);
  return user;
}

const SAMS_MESSAGE = { Name: 'Sam', Email: 'sam@example.com', Subject: 'Booking', Message: 'Can I change my booking?' };

/** Renders the form, fills in a valid message from Sam and sends it. */
async function sendSamsMessage() {
  renderWithPlatform(<ContactForm />);
  const user = await fillIn(SAMS_MESSAGE);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('contact form', () => {
  it('shows the schema messages for every empty field and sends nothing', async () => {
    const requests = respond(201, {});
    const user = userEvent.setup();
    renderWithPlatform(<ContactForm />);

    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(screen.getByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Please enter a subject.')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters.')).toBeTruthy();
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Name'));
    expect(requests).toEqual([]);
  });

  it('rejects a malformed email and a short message, and clears an error once fixed', async () => {
    renderWithPlatform(<ContactForm />);
    const user = await fillIn({ Name: 'Sam', Email: 'sam@', Subject: 'Hello', Message: 'Too short' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters.')).toBeTruthy();
    expect(screen.queryByText('Please enter your name.')).toBeNull();

    await user.type(field('Email'), 'example.com');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
  });

  it('posts the message, shows the API answer and resets the form on 201', async () => {
    const requests = respond(201, {
      id: 'm1',
      receivedAt: '2026-11-22T10:00:00.000Z',
      message: 'Thanks, Sam! We will reply within one business day.',
    });
    await sendSamsMessage();

    expect((await screen.findByRole('status')).textContent).toContain(
      'Thanks, Sam! We will reply within one business day.',
    );
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/support/contact',
        body: { name: 'Sam', email: 'sam@example.com', subject: 'Booking', message: 'Can I change my booking?' },
      }),
    ]);
    expect(field('Name').value).toBe('');
    expect(field('Message').value).toBe('');
  });

  it('shows the API field errors on 400', async () => {
    respond(400, {
      error: { code: 'invalid', message: 'Invalid input.', fields: { email: 'This email cannot receive mail.' } },
    });
    await sendSamsMessage();

    await waitFor(() => expect(screen.getByText('This email cannot receive mail.')).toBeTruthy());
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('Name').value).toBe('Sam');
  });

  it("shows the API's message on 429", async () => {
    respond(429, { error: { code: 'rate_limited', message: 'Too many messages. Please try again later.' } });
    await sendSamsMessage();

    expect(
      (await screen.findByText('Too many messages. Please try again later.')).closest('[role="alert"]'),
    ).toBeTruthy();
  });
});
