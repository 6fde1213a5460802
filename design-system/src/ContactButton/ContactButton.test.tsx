import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currentUrl, ok, renderInRemote, stubApi } from '../test-utils/remote-render';
import { ContactButton } from './ContactButton';

const owner = { id: 'a00000000000000000000001', email: 'owner@example.com', role: 'pet_owner' as const };
const conversation = {
  id: 'c00000000000000000000009',
  other: {
    userId: 'b00000000000000000000002',
    name: 'Test Sitter',
    role: 'provider',
    providerKind: 'sitter',
    avatarUrl: null,
    contactShared: false,
    phone: null,
    email: null,
  },
  lastMessage: null,
  lastActivityAt: '2026-11-28T09:00:00.000Z',
  unreadCount: 0,
  otherLastReadAt: null,
};

const button = <ContactButton providerKind="sitter" providerId="d00000000000000000000004" providerName="Test Sitter" />;

describe('ContactButton', () => {
  it('opens the conversation with the provider and goes to it', async () => {
    const requests = stubApi({ 'POST /api/messages/conversations': ok(conversation) });
    renderInRemote(button, { user: owner, route: '/pet-sitters' });
    await userEvent.click(screen.getByRole('button', { name: 'Contact Test Sitter' }));
    await waitFor(() => expect(currentUrl()).toBe(`/messages/${conversation.id}`));
    expect(requests[0]!.body).toEqual({ providerKind: 'sitter', providerId: 'd00000000000000000000004' });
  });

  it('sends a guest to the login page first, coming back here', async () => {
    const requests = stubApi({});
    renderInRemote(button, { user: null, route: '/pet-sitters?page=2' });
    await userEvent.click(screen.getByRole('button', { name: 'Contact Test Sitter' }));
    await waitFor(() => expect(currentUrl()).toBe(`/login?${new URLSearchParams({ next: '/pet-sitters?page=2' })}`));
    expect(requests).toHaveLength(0);
  });

  it('goes to the conversation from a parcel with no router (the care bookings card on /appointments)', async () => {
    stubApi({ 'POST /api/messages/conversations': ok(conversation) });
    window.history.replaceState(null, '', '/appointments');
    renderInRemote(button, { user: owner, mount: 'none' });
    await userEvent.click(screen.getByRole('button', { name: 'Contact Test Sitter' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/messages/${conversation.id}`));
  });

  it('opens the conversation of a booking from its row, for the owner or the provider', async () => {
    const vet = { id: 'a00000000000000000000003', email: 'vet@example.com', role: 'veterinary_doctor' as const };
    const requests = stubApi({ 'POST /api/messages/conversations/for-booking': ok(conversation) });
    renderInRemote(
      <ContactButton booking={{ kind: 'vet', id: 'e00000000000000000000005' }} personName="Asha K." label="Message" />,
      { user: vet, route: '/vet/practice' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Message Asha K.' }));
    await waitFor(() => expect(currentUrl()).toBe(`/messages/${conversation.id}`));
    expect(requests[0]!.body).toEqual({ bookingKind: 'vet', bookingId: 'e00000000000000000000005' });
  });
});
