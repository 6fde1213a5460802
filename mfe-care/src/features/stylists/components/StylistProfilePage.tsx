import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { stylistMessages, type StylingAppointment, type StylistDetail, type StylistService } from '@petpal/contracts';
import { stylistUrls } from '../../../lib/stylist-urls';
import { ProviderProfilePage, type ProviderProfile } from '../../../ui/ProviderProfilePage';
import { useStylist } from '../api/stylists-api';
import { StylingBookedScreen } from './StylingBookedScreen';
import { StylistBookingForm } from './StylistBookingForm';

const profileOf = (detail: StylistDetail): ProviderProfile => ({ ...detail, provider: detail.stylist });

/**
 * /services/book-a-stylist/stylist/:stylistId (issue 18 item 4): a stylist's own page (the one provider page,
 * decision 101) with the booking calendar, then the confirmation.
 */
export function StylistProfilePage() {
  const { stylistId = '' } = useParams();
  // The service searched for, chosen up front when the stylist offers it.
  const [params] = useSearchParams();
  const [booked, setBooked] = useState<StylingAppointment | null>(null);
  const [formKey, setFormKey] = useState(0);
  const detail = useStylist(stylistId);
  return (
    <ProviderProfilePage
      kind="stylist"
      noun="Pet Stylist"
      load={detail}
      select={profileOf}
      messages={{
        guest: 'Log in to see this pet stylist and book a grooming appointment.',
        loading: 'Loading pet stylist...',
        notFound: stylistMessages.stylistNotFound,
        loadFailed: stylistMessages.loadStylistsFailed,
      }}
      search={{ to: stylistUrls.booking, backLabel: 'All pet stylists', findLabel: 'Find a Pet Stylist' }}
      bookTitle="Book an appointment"
      booked={booked && <StylingBookedScreen appointment={booked} onBookAnother={() => setBooked(null)} />}
      renderBooking={() =>
        detail.data && (
          <StylistBookingForm
            key={formKey}
            stylist={detail.data.stylist}
            preferredService={(params.get('service') ?? '') as StylistService | ''}
            onCancel={() => setFormKey((key) => key + 1)}
            onBooked={setBooked}
          />
        )
      }
    />
  );
}
