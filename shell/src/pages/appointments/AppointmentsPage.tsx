import { Heading, usePageTitle } from '@petpal/design-system';
import { RemoteParcel } from '../../composition/RemoteParcel';
import { PageContainer, PageIntro } from '../layout/PageContainer';
import { CardSlot, ParcelGrid } from '../layout/ParcelGrid';
import { RequireUser } from '../layout/RequireUser';

export function AppointmentsPage() {
  usePageTitle('Appointments');
  return (
    <RequireUser>
      {() => (
        <PageContainer>
          <Heading level={1}>Appointments</Heading>
          <PageIntro>Your vet appointments and care bookings in one place.</PageIntro>
          <ParcelGrid>
            <CardSlot $tall aria-label="Vet appointments">
              <RemoteParcel remote="mfe_vet" expose="vet-appointments" area="Vet appointments" />
            </CardSlot>
            <CardSlot $tall aria-label="Care bookings">
              <RemoteParcel remote="mfe_care" expose="care-bookings" area="Care bookings" />
            </CardSlot>
          </ParcelGrid>
        </PageContainer>
      )}
    </RequireUser>
  );
}
