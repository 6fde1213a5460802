import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ID_CHECK_ROLES, isProviderRole, type SessionUser, type StoredRole } from '@petpal/contracts';
import {
  LoadingLine,
  PageFrame,
  refreshProviderStanding,
  RouterButtonLink,
  SkeletonList,
  Stack,
  useProfile,
  useProviderStanding,
  useToast,
} from '@petpal/design-system';
import { ApplicationStatus } from './ApplicationStatus';
import { IdCheckForm } from './IdCheckForm';
import { profilePath, roleOption } from '../roles';
import { ProfileEditor } from './ProfileEditor';

/**
 * How long the "Profile saved" toast stays readable before /dashboard, whose page belongs to the shell
 * (this remote's toasts leave with it); the same pause the spec gives sign-up.
 */
export const savedRedirectDelayMs = 1000;

export interface ProfileSetupPageProps {
  user: SessionUser;
  /** The role slug of the page's path, /profile/<slug>. */
  slug: string;
}

const needsIdCheck = (role: StoredRole) => (ID_CHECK_ROLES as readonly string[]).includes(role);

/**
 * /profile/<slug>: the first setup of the user's role record. A pet owner goes on to /dashboard; a provider's
 * profile is their application (decision 053): it stays on the page, which shows where the application stands
 * (what is missing, or waiting for review) and, for sitters, trainers and stylists, the ID check step.
 */
export function ProfileSetupPage({ user, slug }: ProfileSetupPageProps) {
  const ownPath = profilePath(user.role);
  if (user.role === 'none' || ownPath !== `/profile/${slug}`) return <Navigate to={ownPath} replace />;
  const { label } = roleOption(user.role);
  return isProviderRole(user.role) ? (
    <ProviderApplication role={user.role} label={label} />
  ) : (
    <OwnerSetup role={user.role} label={label} />
  );
}

function OwnerSetup({ role, label }: { role: StoredRole; label: string }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const [saved, setSaved] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  return (
    <PageFrame width="narrow" title={`${label} Profile`} intro="Complete your profile to get started.">
      {saved ? (
        <LoadingLine align="center" message="Taking you to your dashboard..." />
      ) : (
        <ProfileEditor
          role={role}
          onSaved={() => {
            toast({ title: 'Profile saved', variant: 'success' });
            setSaved(true);
            redirect.current = setTimeout(() => navigate('/dashboard'), savedRedirectDelayMs);
          }}
        />
      )}
    </PageFrame>
  );
}

function ProviderApplication({ role, label }: { role: StoredRole; label: string }) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const standing = useProviderStanding();
  const profile = useProfile(role);
  const status = useRef<HTMLDivElement>(null);
  const idCheckDone = standing.data ? !standing.data.missing.some((item) => item.field === 'idCheck') : false;

  return (
    <PageFrame
      width="narrow"
      title={`${label} Profile`}
      intro="Your profile is your application: PetPal verifies every provider before owners can book them."
    >
      {/* The standing and the form come together: each loading on its own, the first to arrive would be pushed
          down by the other (decision 080). */}
      {standing.isPending || profile.isPending ? (
        <SkeletonList label="Loading your application..." rows={3} rowHeight="6rem" />
      ) : (
        <Stack gap={6}>
          <ApplicationStatus ref={status} />
          <ProfileEditor
            role={role}
            onSaved={() => {
              toast({ title: 'Profile saved', variant: 'success' });
              void refreshProviderStanding(queryClient).then(() => status.current?.focus());
            }}
          />
          {needsIdCheck(role) ? <IdCheckForm done={idCheckDone} /> : null}
          <div>
            <RouterButtonLink to="/dashboard" variant="outline">
              Continue to Dashboard
            </RouterButtonLink>
          </div>
        </Stack>
      )}
    </PageFrame>
  );
}
