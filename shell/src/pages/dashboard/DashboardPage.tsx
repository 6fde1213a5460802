import type { SessionUser } from '@petpal/contracts';
import { Heading, usePageTitle, useProfile } from '@petpal/design-system';
import { RemoteParcel, type RemoteParcelProps } from '../../composition/RemoteParcel';
import { PageContainer, PageIntro } from '../layout/PageContainer';
import { CardSlot, ParcelGrid } from '../layout/ParcelGrid';
import { RequireUser } from '../layout/RequireUser';

/** "Welcome back, Sam Rivera": the name on the profile (as written: "Dr. Asha Rao"), never the email address. */
function Greeting({ user }: { user: SessionUser }) {
  const name = useProfile(user.role).data?.record?.fullName.trim();
  return <Heading level={1}>{name ? `Welcome back, ${name}` : 'Welcome back'}</Heading>;
}

/** The dashboard's cards, each exposed by the remote that owns its data. */
const cards: RemoteParcelProps[] = [
  { remote: 'mfe_vet', expose: 'upcoming-visits', area: 'Upcoming vet visits' },
  { remote: 'mfe_care', expose: 'care-bookings', area: 'Care bookings' },
  { remote: 'mfe_notifications', expose: 'pet-reports-card', area: 'Lost and found pets' },
  { remote: 'mfe_community', expose: 'todo-card', area: 'Your to-do list' },
  { remote: 'mfe_shop', expose: 'shop-card', area: 'Your orders' },
];

function Dashboard({ user }: { user: SessionUser }) {
  return (
    <PageContainer>
      <Greeting user={user} />
      <PageIntro>Here is what is coming up for you and your pets.</PageIntro>
      <ParcelGrid>
        {cards.map((card) => (
          <CardSlot key={card.expose} aria-label={card.area}>
            <RemoteParcel {...card} />
          </CardSlot>
        ))}
      </ParcelGrid>
    </PageContainer>
  );
}

export function DashboardPage() {
  usePageTitle('Dashboard');
  return <RequireUser>{(user) => <Dashboard user={user} />}</RequireUser>;
}
