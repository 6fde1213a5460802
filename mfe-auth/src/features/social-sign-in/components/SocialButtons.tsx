import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { type AuthMode, type OidcProviderName, oidcProviderLabels } from '@petpal/contracts';
import { Button, useToast } from '@petpal/design-system';
import { socialMessages, socialStartPath } from '../social-messages';

const Buttons = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing[3]};
`;

const providers: readonly OidcProviderName[] = ['google', 'facebook'];

export interface SocialButtonsProps {
  mode: AuthMode;
  /** How the page leaves for the provider; tests pass a spy. */
  go?: (url: string) => void;
}

/**
 * Continue with Google / Facebook: the whole page goes to the API's start link, which redirects to the
 * provider. The clicked button shows a spinner and both are disabled until the page is gone (spec 2).
 */
export function SocialButtons({ mode, go = (url) => window.location.assign(url) }: SocialButtonsProps) {
  const [pending, setPending] = useState<OidcProviderName | null>(null);
  const { toast } = useToast();
  // Coming back with the browser's Back button restores this page from memory: the buttons work again.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(null);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  function start(provider: OidcProviderName) {
    setPending(provider);
    try {
      go(socialStartPath(provider, mode));
    } catch (error) {
      setPending(null);
      const message = error instanceof Error ? error.message : String(error);
      toast({ title: socialMessages.startFailed(mode, provider, message), variant: 'error' });
    }
  }

  return (
    <Buttons>
      {providers.map((provider) => (
        <Button
          key={provider}
          type="button"
          variant="outline"
          fullWidth
          loading={pending === provider}
          disabled={pending !== null}
          onClick={() => start(provider)}
        >
          Continue with {oidcProviderLabels[provider]}
        </Button>
      ))}
    </Buttons>
  );
}
