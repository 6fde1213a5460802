import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { BookAVetPage } from '../features/booking/components/BookAVetPage';
import { VetPracticePage } from '../features/practice/components/VetPracticePage';
import { PetVisitNotesPage } from '../features/visit-notes/components/PetVisitNotesPage';
import { WidgetConnectPage } from '../features/widget-connect/components/WidgetConnectPage';
import { paths } from './paths';

export function VetApp() {
  return (
    <BrowserRouter>
      <div data-remote="mfe-vet">
        <Routes>
          <Route path={paths.bookAVet} element={<BookAVetPage />} />
          <Route path={paths.petVisitNotes} element={<PetVisitNotesPage />} />
          <Route path={paths.vetPractice} element={<VetPracticePage />} />
          <Route path={paths.widgetConnect} element={<WidgetConnectPage />} />
        </Routes>
      </div>
    </BrowserRouter>
  );
}
