import { AreaComingSoon } from '@petpal/design-system';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from './paths';

export function VetApp() {
  return (
    <BrowserRouter>
      <div data-remote="mfe-vet">
        <Routes>
          <Route path={paths.bookAVet} element={<AreaComingSoon title="Book a Vet" />} />
          <Route path={paths.petVisitNotes} element={<AreaComingSoon title="Pet Visit Notes" />} />
        </Routes>
      </div>
    </BrowserRouter>
  );
}
