import { Navigate } from 'react-router-dom';
import type { SessionUser } from '@petpal/api/contracts';
import { useToast } from '@petpal/design-system';
import { roleOption } from '../roles';
import { ProfileEditor } from './ProfileEditor';
import { ProfilePageFrame } from './ProfilePageFrame';
import { SupplierNotice } from './SupplierNotice';

/** /edit-profile: the role's form prefilled with the saved record; saving stays on the page. */
export function EditProfilePage({ user }: { user: SessionUser }) {
  const { toast } = useToast();
  if (user.role === 'none') return <Navigate to="/role-selection" replace />;
  const { label } = roleOption(user.role);
  return (
    <ProfilePageFrame title="Edit Profile" description={`Your ${label.toLowerCase()} details.`}>
      {user.role === 'supplier' ? (
        <SupplierNotice />
      ) : (
        <ProfileEditor role={user.role} onSaved={() => toast({ title: 'Profile updated', variant: 'success' })} />
      )}
    </ProfilePageFrame>
  );
}
