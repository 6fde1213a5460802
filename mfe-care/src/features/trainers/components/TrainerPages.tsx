import { Navigate, Route, Routes } from 'react-router-dom';
import { trainerUrls } from '../trainer-urls';
import { TrainerProfilePage } from './TrainerProfilePage';
import { TrainerSearchPage } from './TrainerSearchPage';
import { TrainingSessionPage } from './TrainingSessionPage';

/** Everything under /services/book-a-trainer: the search, the booking step, a trainer's page; any other address leads to the search. */
export function TrainerPages() {
  return (
    <Routes>
      <Route index element={<TrainerSearchPage />} />
      <Route path="session" element={<TrainingSessionPage />} />
      <Route path="trainer/:trainerId" element={<TrainerProfilePage />} />
      <Route path="*" element={<Navigate to={trainerUrls.search} replace />} />
    </Routes>
  );
}
