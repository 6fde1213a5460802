import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { WIDGET_TOKEN_MESSAGE } from '@petpal/contracts';
import {
  Alert,
  Button,
  LoadingLine,
  PageFrame,
  RouterButtonLink,
  sessionUserAtom,
  Stack,
  Text,
} from '@petpal/design-system';
import { useIssueWidgetToken } from '../api/issue-widget-token';

export const connectText = {
  title: 'Book with PetPal',
  signIn: 'Log in to PetPal to book from this site.',
  noOpener: 'Open this page from the booking widget on a partner site.',
  done: 'You are signed in. You can close this window and finish booking on the partner site.',
  failed: 'Something went wrong. Please try again.',
} as const;

/** The partner page's origin, when it is a plain http(s) origin. */
function partnerOrigin(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === raw ? raw : null;
  } catch {
    return null;
  }
}

/**
 * /widget/connect, the popup a partner's booking widget opens: the signed-in user allows that site to book
 * for them for 30 minutes; the token goes back to the opener, to that origin only (the API refuses
 * origins that are not partners).
 */
export function WidgetConnectPage() {
  const user = useAtomValue(sessionUserAtom);
  const [params] = useSearchParams();
  const origin = partnerOrigin(params.get('origin'));
  const issue = useIssueWidgetToken();
  const opener = typeof window !== 'undefined' ? window.opener : null;
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closing.current), []);

  const allow = () => {
    if (!origin || !opener) return;
    issue.mutate(origin, {
      onSuccess: (token) => {
        (opener as Window).postMessage({ type: WIDGET_TOKEN_MESSAGE, token }, origin);
        closing.current = setTimeout(() => window.close(), 300);
      },
    });
  };

  const here = `/widget/connect?${new URLSearchParams(origin ? { origin } : {}).toString()}`;
  return (
    <PageFrame title={connectText.title}>
      {!origin || !opener ? (
        <Alert variant="info">{connectText.noOpener}</Alert>
      ) : user === undefined ? (
        <LoadingLine message="Checking your PetPal session..." />
      ) : user === null ? (
        <Stack gap={3} align="flex-start">
          <Text>{connectText.signIn}</Text>
          <RouterButtonLink to={`/login?${new URLSearchParams({ next: here }).toString()}`}>Login</RouterButtonLink>
        </Stack>
      ) : issue.isSuccess ? (
        <Alert variant="success" role="status">
          {connectText.done}
        </Alert>
      ) : (
        <Stack gap={4} align="flex-start">
          <Text>
            {origin} wants to book vet appointments with your PetPal account{user.email ? ` (${user.email})` : ''} for
            the next 30 minutes.
          </Text>
          {issue.isError && <Alert variant="error">{issue.error.message || connectText.failed}</Alert>}
          <Stack direction="row" gap={3}>
            <Button onClick={allow} loading={issue.isPending}>
              Allow
            </Button>
            <Button variant="secondary" onClick={() => window.close()}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      )}
    </PageFrame>
  );
}
