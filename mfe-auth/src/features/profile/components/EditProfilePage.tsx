import { Navigate } from 'react-router-dom';
import type { SessionUser } from '@petpal/api/contracts';
import { PageFrame, RemoteSlot, useToast } from '@petpal/design-system';
import { roleOption } from '../roles';
import { ProfileEditor } from './ProfileEditor';
import { SupplierNotice } from './SupplierNotice';

/**
 * /edit-profile: the role's form prefilled with the saved record (saving stays on the page), then the nearby
 * lost-and-found alerts (radius, opt out), which mfe-notifications owns and exposes as a parcel.
 */
export function EditProfilePage({ user }: { user: SessionUser }) {
  const { toast } = useToast();
  if (user.role === 'none') return <Navigate to="/role-selection" replace />;
  const { label } = roleOption(user.role);
  return (
    <PageFrame width="narrow" title="Edit Profile" intro={`Your ${label.toLowerCase()} details.`}>
      {user.role === 'supplier' ? (
        <SupplierNotice />
      ) : (
        <ProfileEditor role={user.role} onSaved={() => toast({ title: 'Profile updated', variant: 'success' })} />
      )}
      <RemoteSlot remote="mfe_notifications" expose="alert-settings" area="Nearby alerts" />
    </PageFrame>
  );
}
