import { Navigate, Route, Routes } from 'react-router-dom';
import { trainerUrls } from '../trainer-urls';
import { TrainerSearchPage } from './TrainerSearchPage';
import { TrainingSessionPage } from './TrainingSessionPage';

/** Everything under /services/book-a-trainer: the search, the booking step; any other address leads to the search. */
export function TrainerPages() {
  return (
    <Routes>
      <Route index element={<TrainerSearchPage />} />
      <Route path="session" element={<TrainingSessionPage />} />
      <Route path="*" element={<Navigate to={trainerUrls.search} replace />} />
    </Routes>
  );
}
