import { Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { lazyScreen, PageSkeleton } from '@petpal/design-system';
import { EmergencyServicesPage } from '../features/emergency/components/EmergencyServicesPage';
import { paths } from './paths';

// The remote's first screen is in its first chunk; the others load on their first visit (decision 072).
const FirstAidPages = lazyScreen(() => import('../features/emergency/components/FirstAidPages'), 'FirstAidPages');
const SitterPracticePage = lazyScreen(
  () => import('../features/sitter-practice/components/SitterPracticePage'),
  'SitterPracticePage',
);
const StylistPracticePage = lazyScreen(
  () => import('../features/stylist-practice/components/StylistPracticePage'),
  'StylistPracticePage',
);
const StylistBookingPage = lazyScreen(
  () => import('../features/stylists/components/StylistBookingPage'),
  'StylistBookingPage',
);
const StylistProfilePage = lazyScreen(
  () => import('../features/stylists/components/StylistProfilePage'),
  'StylistProfilePage',
);
const ServiceSelectionPage = lazyScreen(
  () => import('../features/sitters/components/ServiceSelectionPage'),
  'ServiceSelectionPage',
);
const SitterProfilePage = lazyScreen(
  () => import('../features/sitters/components/SitterProfilePage'),
  'SitterProfilePage',
);
const SitterResultsPage = lazyScreen(
  () => import('../features/sitters/components/SitterResultsPage'),
  'SitterResultsPage',
);
const SitterSearchPage = lazyScreen(
  () => import('../features/sitters/components/SitterSearchPage'),
  'SitterSearchPage',
);
const TrainerPracticePage = lazyScreen(
  () => import('../features/trainer-practice/components/TrainerPracticePage'),
  'TrainerPracticePage',
);
const TrainerPages = lazyScreen(() => import('../features/trainers/components/TrainerPages'), 'TrainerPages');

export function CareApp() {
  return (
    <BrowserRouter>
      <div data-remote="mfe-care">
        <Suspense fallback={<PageSkeleton />}>
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
            <Route path={paths.stylistProfile} element={<StylistProfilePage />} />
            <Route path={paths.stylistPractice} element={<StylistPracticePage />} />
            <Route path={paths.emergencyServices} element={<EmergencyServicesPage />} />
            <Route path={paths.emergency} element={<FirstAidPages />} />
          </Routes>
        </Suspense>
      </div>
    </BrowserRouter>
  );
}
