import { Navigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { isProviderRole, type Role, type SessionUser } from '@petpal/contracts';
import { PageFrame, refreshProviderStanding, RemoteSlot, useProfile, useToast } from '@petpal/design-system';
import { ApplicationStatus } from './ApplicationStatus';
import { roleOption } from '../roles';
import { ProfileEditor } from './ProfileEditor';

/**
 * /edit-profile: a provider's verification standing, the role's form prefilled with the saved record (saving
 * stays on the page and reads the standing again), then the nearby
 * lost-and-found alerts (radius, opt out), which mfe-notifications owns and exposes as a parcel.
 */
/** The nearby-alert settings, once the form is in: under its loading line they would be pushed down (decision 080). */
function AlertSettingsSlot({ role }: { role: Role }) {
  const profile = useProfile(role);
  if (profile.isPending) return null;
  return <RemoteSlot remote="mfe_notifications" expose="alert-settings" area="Nearby alerts" />;
}

export function EditProfilePage({ user }: { user: SessionUser }) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
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
      <AlertSettingsSlot role={user.role} />
    </PageFrame>
  );
}
