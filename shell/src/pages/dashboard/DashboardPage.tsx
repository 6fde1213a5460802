import type { SessionUser } from '@petpal/contracts';
import { Heading, usePageTitle, useProfile } from '@petpal/design-system';
import { RemoteParcel } from '../../composition/RemoteParcel';
import { PageContainer, PageIntro } from '../layout/PageContainer';
import { ParcelGrid } from '../layout/ParcelGrid';
import { RequireUser } from '../layout/RequireUser';

/** "Welcome back, Sam Rivera": the name on the profile (as written: "Dr. Asha Rao"), never the email address. */
function Greeting({ user }: { user: SessionUser }) {
  const name = useProfile(user.role).data?.record?.fullName.trim();
  return <Heading level={1}>{name ? `Welcome back, ${name}` : 'Welcome back'}</Heading>;
}

function Dashboard({ user }: { user: SessionUser }) {
  return (
    <PageContainer>
      <Greeting user={user} />
      <PageIntro>Here is what is coming up for you and your pets.</PageIntro>
      <ParcelGrid>
        <RemoteParcel remote="mfe_vet" expose="upcoming-visits" area="Upcoming vet visits" />
        <RemoteParcel remote="mfe_care" expose="care-bookings" area="Care bookings" />
        <RemoteParcel remote="mfe_notifications" expose="pet-reports-card" area="Lost and found pets" />
        <RemoteParcel remote="mfe_community" expose="todo-card" area="Your to-do list" />
        <RemoteParcel remote="mfe_shop" expose="shop-card" area="Your orders" />
      </ParcelGrid>
    </PageContainer>
  );
}

export function DashboardPage() {
  usePageTitle('Dashboard');
  return <RequireUser>{(user) => <Dashboard user={user} />}</RequireUser>;
}
