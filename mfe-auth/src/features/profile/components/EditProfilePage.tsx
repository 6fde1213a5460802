import { Navigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { isProviderRole, type SessionUser } from '@petpal/contracts';
import { PageFrame, refreshProviderStanding, RemoteSlot, useProfile, useToast } from '@petpal/design-system';
import { ApplicationStatus } from './ApplicationStatus';
import { roleOption } from '../roles';
import { ProfileEditor } from './ProfileEditor';

/**
 * /edit-profile: a provider's verification standing, the role's form prefilled with the saved record (saving
 * stays on the page and reads the standing again), then the nearby
 * lost-and-found alerts (radius, opt out), which mfe-notifications owns and exposes as a parcel.
 */
export function EditProfilePage({ user }: { user: SessionUser }) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const profile = useProfile(user.role);
  if (user.role === 'none') return <Navigate to="/role-selection" replace />;
  const { label } = roleOption(user.role);
  return (
    <PageFrame width="narrow" title="Edit Profile" intro={`Your ${label.toLowerCase()} details.`}>
      {isProviderRole(user.role) ? <ApplicationStatus /> : null}
      <ProfileEditor
        role={user.role}
        onSaved={() => {
          toast({ title: 'Profile updated', variant: 'success' });
          void refreshProviderStanding(queryClient);
        }}
      />
      {/* Once the form is in: under its loading line, the alerts would be pushed down when it arrives (decision 080). */}
      {!profile.isPending && <RemoteSlot remote="mfe_notifications" expose="alert-settings" area="Nearby alerts" />}
    </PageFrame>
  );
}
