import { AreaComingSoon } from '@petpal/design-system';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from './paths';

export function VetApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={paths.bookAVet} element={<AreaComingSoon remote="mfe-vet" title="Book a Vet" />} />
        <Route path={paths.petVisitNotes} element={<AreaComingSoon remote="mfe-vet" title="Pet Visit Notes" />} />
      </Routes>
    </BrowserRouter>
  );
}
