import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { EmergencyServicesPage } from '../features/emergency/components/EmergencyServicesPage';
import { FirstAidPages } from '../features/emergency/components/FirstAidPages';
import { SitterPracticePage } from '../features/sitter-practice/components/SitterPracticePage';
import { StylistPracticePage } from '../features/stylist-practice/components/StylistPracticePage';
import { StylistBookingPage } from '../features/stylists/components/StylistBookingPage';
import { ServiceSelectionPage } from '../features/sitters/components/ServiceSelectionPage';
import { SitterProfilePage } from '../features/sitters/components/SitterProfilePage';
import { SitterResultsPage } from '../features/sitters/components/SitterResultsPage';
import { SitterSearchPage } from '../features/sitters/components/SitterSearchPage';
import { TrainerPracticePage } from '../features/trainer-practice/components/TrainerPracticePage';
import { TrainerPages } from '../features/trainers/components/TrainerPages';
import { paths } from './paths';

export function CareApp() {
  return (
    <BrowserRouter>
      <div data-remote="mfe-care">
        <Routes>
          <Route path={paths.bookPetSitter} element={<ServiceSelectionPage />} />
          {/* Keys: moving between the three forms starts each afresh instead of keeping the last one's state. */}
          <Route path={paths.sitterForm} element={<SitterSearchPage key="form" />} />
          <Route path={paths.dogWalking} element={<SitterSearchPage key="dog-walking" serviceType="dog-walking" />} />
          <Route path={paths.dayCare} element={<SitterSearchPage key="day-care" serviceType="day-care" />} />
          <Route path={paths.sitterResults} element={<SitterResultsPage />} />
          {/* The spec's legacy entry and unknown addresses under it lead to the service selection. */}
          <Route path={paths.sitterLegacy} element={<Navigate to={paths.bookPetSitter} replace />} />
          <Route path={paths.petSitterOther} element={<Navigate to={paths.bookPetSitter} replace />} />
          <Route path={paths.sitterProfile} element={<SitterProfilePage />} />
          <Route path={paths.sitterPractice} element={<SitterPracticePage />} />
          <Route path={paths.bookATrainer} element={<TrainerPages />} />
          <Route path={paths.trainerPractice} element={<TrainerPracticePage />} />
          <Route path={paths.bookAStylist} element={<StylistBookingPage />} />
          <Route path={paths.stylistPractice} element={<StylistPracticePage />} />
          <Route path={paths.emergencyServices} element={<EmergencyServicesPage />} />
          <Route path={paths.emergency} element={<FirstAidPages />} />
        </Routes>
      </div>
    </BrowserRouter>
  );
}
