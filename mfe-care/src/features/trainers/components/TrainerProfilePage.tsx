import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { trainerMessages, type OwnerTrainingAppointment, type TrainerDetail } from '@petpal/contracts';
import { ProviderProfilePage, type ProviderProfile } from '../../../ui/ProviderProfilePage';
import { useTrainer } from '../api/trainer-calendar';
import { trainerUrls } from '../../../lib/trainer-urls';
import { SessionBookedScreen } from './SessionBookedScreen';
import { TrainingBookingForm } from './TrainingBookingForm';

const profileOf = (detail: TrainerDetail): ProviderProfile => ({ ...detail, provider: detail.trainer });

/**
 * /services/book-a-trainer/trainer/:trainerId (decisions 093, 101): a trainer's own page (the one provider
 * page) with the trainer's calendar and the booking form, then the confirmation. The only way to book a
 * trainer: the card's "Book a Session" and the old session step both lead here.
 */
export function TrainerProfilePage() {
  const { trainerId = '' } = useParams();
  const [booked, setBooked] = useState<OwnerTrainingAppointment | null>(null);
  const detail = useTrainer(trainerId);
  return (
    <ProviderProfilePage
      kind="trainer"
      noun="Pet Trainer"
      load={detail}
      select={profileOf}
      messages={{
        guest: 'Log in to see this pet trainer and book a training session.',
        loading: 'Loading pet trainer...',
        notFound: trainerMessages.trainerNotFound,
        loadFailed: trainerMessages.loadFailed,
      }}
      search={{ to: trainerUrls.search, backLabel: 'All pet trainers', findLabel: 'Find a Trainer' }}
      servicesLabel="Specializations"
      bookTitle="Book a session"
      booked={booked && <SessionBookedScreen appointment={booked} />}
      renderBooking={(user) =>
        detail.data && (
          <TrainingBookingForm
            trainer={detail.data.trainer}
            user={user}
            cancelHref={trainerUrls.search}
            onBooked={setBooked}
          />
        )
      }
    />
  );
}
