import type { ReactNode } from 'react';
import type { SessionUser } from '@petpal/contracts';
import { ProviderStandingGate, RouterButtonLink, Stack, Text } from '@petpal/design-system';
import { SessionGate } from './SessionGate';

/** The providers with a practice page of their own, and where each completes its profile. */
const PROVIDERS = {
  pet_sitter: { name: 'pet sitter', profileHref: '/profile/pet-sitter' },
  pet_trainer: { name: 'pet trainer', profileHref: '/profile/pet-trainer' },
  pet_stylist: { name: 'pet stylist', profileHref: '/profile/pet-stylist' },
} as const;

export type ProviderRole = keyof typeof PROVIDERS;

export interface RoleGateProps {
  /** undefined while the session loads, null for a guest. */
  user: SessionUser | null | undefined;
  role: ProviderRole;
  /** What a guest is asked to log in for. */
  guestMessage: string;
  /** What any other role reads instead, e.g. "This page is for pet sitters. Owners follow ...". */
  otherRoleMessage: string;
  children: ReactNode;
}

/**
 * A provider's own page: a guest is asked to log in, any other role is told whom the page is for, and the
 * provider sees the standing panel instead of the page until an admin has verified them (decision 053).
 */
export function RoleGate({ user, role, guestMessage, otherRoleMessage, children }: RoleGateProps) {
  return (
    <SessionGate user={user} guestMessage={guestMessage}>
      {(signedIn) =>
        signedIn.role === role ? (
          <ProviderStandingGate>{children}</ProviderStandingGate>
        ) : (
          <Text>{otherRoleMessage}</Text>
        )
      }
    </SessionGate>
  );
}

/** Shown where the API refuses a provider without a completed profile: that is not a failed load. */
export function CompleteProfilePrompt({ role }: { role: ProviderRole }) {
  const { name, profileHref } = PROVIDERS[role];
  return (
    <Stack gap={3} align="flex-start">
      <Text>Complete your {name} profile first: owners find you by it.</Text>
      <RouterButtonLink to={profileHref}>Complete Profile</RouterButtonLink>
    </Stack>
  );
}
