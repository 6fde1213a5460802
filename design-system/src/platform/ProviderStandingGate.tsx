import type { ReactNode } from 'react';
import { ButtonLink } from '@petpal/design-system/core';
import { Stack, Text } from '../Layout';
import { LoadingLine } from '../LoadingLine';
import { ProviderStandingPanel, type BlockedStanding } from '../ProviderStanding';
import { RetryAlert } from '../RetryAlert';
import { ApiError } from '@petpal/design-system/core';
import { useProviderStanding } from './provider-standing';

export interface ProviderStandingGateProps {
  /** The provider's tools, shown once an admin has verified them. */
  children: ReactNode;
  /** The panel's heading level: 2 on a page (the default), 3 or 4 inside a dashboard card. */
  headingLevel?: 2 | 3 | 4;
}

const LOAD_FAILED = 'We could not check your verification. Please try again.';
const SESSION_ENDED = 'Your session has ended. Please log in again.';

const isBlocked = (standing: { status: string } | null): standing is BlockedStanding =>
  standing !== null && standing.status !== 'verified';

/**
 * A provider screen's (or dashboard card's) gate: the tools for a verified provider, the standing panel for a
 * pending, rejected or suspended one. Put it inside the screen's role check; for any other role the API
 * answers null and the children show.
 */
export function ProviderStandingGate({ children, headingLevel = 2 }: ProviderStandingGateProps) {
  const standing = useProviderStanding();
  if (standing.isPending) return <LoadingLine message="Checking your verification..." />;
  if (standing.isError) {
    if (standing.error instanceof ApiError && standing.error.status === 401) {
      return (
        <Stack gap={3} align="flex-start">
          <Text>{SESSION_ENDED}</Text>
          <ButtonLink href="/login" size="sm">
            Login
          </ButtonLink>
        </Stack>
      );
    }
    return <RetryAlert message={LOAD_FAILED} onRetry={() => void standing.refetch()} />;
  }
  if (isBlocked(standing.data)) return <ProviderStandingPanel standing={standing.data} headingLevel={headingLevel} />;
  return <>{children}</>;
}
