import { Navigate, Route, Routes, useSearchParams } from 'react-router-dom';
import { trainerPageUrl, trainerUrls } from '../../../lib/trainer-urls';
import { filtersFrom, searchUrl } from '../trainer-urls';
import { TrainerProfilePage } from './TrainerProfilePage';
import { TrainerSearchPage } from './TrainerSearchPage';

/**
 * The old booking step's address (/session?trainer=<id>, decision 093) leads to the trainer's page, the one
 * way to book (decision 101); without a trainer, to the search it carried.
 */
function SessionStepRedirect() {
  const [params] = useSearchParams();
  const trainerId = params.get('trainer');
  return <Navigate to={trainerId ? trainerPageUrl(trainerId) : searchUrl(filtersFrom(params))} replace />;
}

/** Everything under /services/book-a-trainer: the search and a trainer's page; any other address leads to the search. */
export function TrainerPages() {
  return (
    <Routes>
      <Route index element={<TrainerSearchPage />} />
      <Route path="session" element={<SessionStepRedirect />} />
      <Route path="trainer/:trainerId" element={<TrainerProfilePage />} />
      <Route path="*" element={<Navigate to={trainerUrls.search} replace />} />
    </Routes>
  );
}
