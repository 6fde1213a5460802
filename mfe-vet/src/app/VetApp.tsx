import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { lazyScreen, PageSkeleton } from '@petpal/design-system';
import { BookAVetPage } from '../features/booking/components/BookAVetPage';
import { paths } from './paths';

// The remote's first screen is in its first chunk; the others load on their first visit (decision 072).
const VetPracticePage = lazyScreen(() => import('../features/practice/components/VetPracticePage'), 'VetPracticePage');
const PetVisitNotesPage = lazyScreen(
  () => import('../features/visit-notes/components/PetVisitNotesPage'),
  'PetVisitNotesPage',
);
const WidgetConnectPage = lazyScreen(
  () => import('../features/widget-connect/components/WidgetConnectPage'),
  'WidgetConnectPage',
);

export function VetApp() {
  return (
    <BrowserRouter>
      <div data-remote="mfe-vet">
        <Suspense fallback={<PageSkeleton />}>
          <Routes>
            <Route path={paths.bookAVet} element={<BookAVetPage />} />
            <Route path={paths.petVisitNotes} element={<PetVisitNotesPage />} />
            <Route path={paths.vetPractice} element={<VetPracticePage />} />
            <Route path={paths.widgetConnect} element={<WidgetConnectPage />} />
          </Routes>
        </Suspense>
      </div>
    </BrowserRouter>
  );
}
