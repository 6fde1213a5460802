import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useInRouterContext, useLocation, useNavigate } from 'react-router-dom';
import { ConversationSummary, conversationPath, type MessageProviderKind } from '@petpal/contracts';
import { Button, type ButtonSize, type ButtonVariant, sessionUserAtom, useToast } from '@petpal/design-system/core';
import { apiFetch } from '../platform/api-fetch';

export const CONTACT_LABEL = 'Contact';
export const CONTACT_FAILED = 'Could not open the conversation. Please try again.';

interface ContactButtonLook {
  /** "Contact" on cards and pages; booking rows say "Message". */
  label?: string;
  size?: ButtonSize;
  variant?: ButtonVariant;
}

/** An owner contacting a provider from the provider's card, page or one of the owner's bookings. */
interface ProviderTarget {
  providerKind: MessageProviderKind;
  /** The provider's role record id (the card's id). */
  providerId: string;
  providerName: string;
}

/** Either side of a booking messaging the other from the booking's row (docs/decisions/095). */
interface BookingTarget {
  /** The booking's kind (its provider's kind) and id. */
  booking: { kind: MessageProviderKind; id: string };
  /** The other side's name as the row shows it. */
  personName: string;
}

export type ContactButtonProps = ContactButtonLook & (ProviderTarget | BookingTarget);

/** The request that opens the conversation, and the name the button reads out. */
function openingOf(props: ContactButtonProps) {
  return 'booking' in props
    ? {
        path: '/api/messages/conversations/for-booking',
        body: { bookingKind: props.booking.kind, bookingId: props.booking.id },
        name: props.personName,
      }
    : {
        path: '/api/messages/conversations',
        body: { providerKind: props.providerKind, providerId: props.providerId },
        name: props.providerName,
      };
}

/** Where the button is and how it goes elsewhere: a remote's router, or the page itself for a parcel without one. */
interface Navigation {
  here: string;
  go(path: string): void;
}

/**
 * "Contact" on a provider's card or page (docs/decisions/085), "Message" on a booking's row (095): opens (or
 * finds) the owner's conversation with the provider and goes to it at /messages/<id>. A guest goes to the login page first and comes back here.
 * It works inside a remote's router and in a parcel the shell mounts without one (the care bookings card).
 */
export function ContactButton(props: ContactButtonProps) {
  return useInRouterContext() ? <RoutedContactButton {...props} /> : <PageContactButton {...props} />;
}

function RoutedContactButton(props: ContactButtonProps) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return <ContactAction {...props} navigation={{ here: `${pathname}${search}`, go: (path) => navigate(path) }} />;
}

/** single-spa answers pushState with the popstate every router and root of the page listens to. */
function PageContactButton(props: ContactButtonProps) {
  const navigation: Navigation = {
    here: `${window.location.pathname}${window.location.search}`,
    go: (path) => window.history.pushState(null, '', path),
  };
  return <ContactAction {...props} navigation={navigation} />;
}

function ContactAction(props: ContactButtonProps & { navigation: Navigation }) {
  const { label = CONTACT_LABEL, size = 'sm', variant = 'outline', navigation } = props;
  const request = openingOf(props);
  const user = useAtomValue(sessionUserAtom);
  const { toast } = useToast();
  const [opening, setOpening] = useState(false);

  async function contact() {
    if (!user) {
      navigation.go(`/login?${new URLSearchParams({ next: navigation.here }).toString()}`);
      return;
    }
    setOpening(true);
    try {
      const conversation = await apiFetch(request.path, ConversationSummary, { body: request.body });
      navigation.go(conversationPath(conversation.id));
    } catch {
      toast({ title: CONTACT_FAILED, variant: 'error' });
      setOpening(false);
    }
  }

  return (
    <Button
      type="button"
      size={size}
      variant={variant}
      disabled={opening}
      onClick={() => void contact()}
      aria-label={`${label} ${request.name}`}
    >
      {label}
    </Button>
  );
}
