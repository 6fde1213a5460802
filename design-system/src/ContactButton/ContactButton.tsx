import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { ConversationSummary, conversationPath, type MessageProviderKind } from '@petpal/contracts';
import { Button, type ButtonSize, type ButtonVariant, sessionUserAtom, useToast } from '@petpal/design-system/core';
import { apiFetch } from '../platform/api-fetch';

export const CONTACT_LABEL = 'Contact';
export const CONTACT_FAILED = 'Could not open the conversation. Please try again.';

export interface ContactButtonProps {
  providerKind: MessageProviderKind;
  /** The provider's role record id (the card's id). */
  providerId: string;
  providerName: string;
  /** "Contact" on cards and pages; booking rows say "Message". */
  label?: string;
  size?: ButtonSize;
  variant?: ButtonVariant;
}

/**
 * "Contact" on a provider's card or page (docs/decisions/085): opens (or finds) the owner's conversation with
 * the provider and goes to it at /messages/<id>. A guest goes to the login page first and comes back here.
 */
export function ContactButton({
  providerKind,
  providerId,
  providerName,
  label = CONTACT_LABEL,
  size = 'sm',
  variant = 'outline',
}: ContactButtonProps) {
  const user = useAtomValue(sessionUserAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const { toast } = useToast();
  const [opening, setOpening] = useState(false);

  async function contact() {
    if (!user) {
      const next = `${location.pathname}${location.search}`;
      navigate(`/login?${new URLSearchParams({ next }).toString()}`);
      return;
    }
    setOpening(true);
    try {
      const conversation = await apiFetch('/api/messages/conversations', ConversationSummary, {
        body: { providerKind, providerId },
      });
      navigate(conversationPath(conversation.id));
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
      aria-label={`${label} ${providerName}`}
    >
      {label}
    </Button>
  );
}
