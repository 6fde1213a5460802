import { useQuery } from '@tanstack/react-query';
import { TrainerAvailability, TrainerDaySlots, TrainerDetail } from '@petpal/contracts';
import { apiFetch } from '@petpal/design-system';
import { FRESH_MS } from '../../../lib/query-keys';
import { trainingKeys } from '../../../lib/training-keys';

const base = (trainerId: string) => `/api/care/trainers/${encodeURIComponent(trainerId)}`;

/** GET /api/care/trainers/:id: the trainer's own page (card fields, zone and next open session). */
export function useTrainer(trainerId: string) {
  return useQuery({
    queryKey: [...trainingKeys.trainers, 'one', trainerId],
    queryFn: ({ signal }) => apiFetch(base(trainerId), TrainerDetail, { signal }),
    staleTime: FRESH_MS,
  });
}

/** The trainer's bookable dates in their zone (decision 093). */
export function useTrainerAvailability(trainerId: string) {
  return useQuery({
    queryKey: [...trainingKeys.trainers, 'availability', trainerId],
    queryFn: ({ signal }) => apiFetch(`${base(trainerId)}/availability`, TrainerAvailability, { signal }),
  });
}

/** One date's open sessions, in the trainer's zone. */
export function useTrainerSlots(trainerId: string, date: string | null) {
  return useQuery({
    queryKey: [...trainingKeys.trainers, 'slots', trainerId, date ?? ''],
    queryFn: ({ signal }) =>
      apiFetch(`${base(trainerId)}/slots?date=${encodeURIComponent(date ?? '')}`, TrainerDaySlots, { signal }),
    enabled: date !== null,
  });
}
