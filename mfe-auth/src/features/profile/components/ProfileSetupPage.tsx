import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { SessionUser } from '@petpal/api/contracts';
import { LoadingLine, PageFrame, useToast } from '@petpal/design-system';
import { profilePath, roleOption } from '../roles';
import { ProfileEditor } from './ProfileEditor';
import { SupplierNotice } from './SupplierNotice';

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

/** /profile/<slug>: the first setup of the user's role record, then /dashboard. */
export function ProfileSetupPage({ user, slug }: ProfileSetupPageProps) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const [saved, setSaved] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const ownPath = profilePath(user.role);
  if (user.role === 'none' || ownPath !== `/profile/${slug}`) return <Navigate to={ownPath} replace />;
  const { label } = roleOption(user.role);
  if (user.role === 'supplier') {
    return (
      <PageFrame width="narrow" title={`${label} Profile`}>
        <SupplierNotice />
      </PageFrame>
    );
  }

  return (
    <PageFrame width="narrow" title={`${label} Profile`} intro="Complete your profile to get started.">
      {saved ? (
        <LoadingLine align="center" message="Taking you to your dashboard..." />
      ) : (
        <ProfileEditor
          role={user.role}
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
