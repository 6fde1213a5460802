import { AreaComingSoon } from '@petpal/design-system';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from './paths';

export function CareApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={paths.bookPetSitter} element={<AreaComingSoon remote="mfe-care" title="Book a Pet Sitter" />} />
        <Route path={paths.sitterProfile} element={<AreaComingSoon remote="mfe-care" title="Pet Sitter Profile" />} />
        <Route path={paths.bookATrainer} element={<AreaComingSoon remote="mfe-care" title="Book a Pet Trainer" />} />
        <Route path={paths.bookAStylist} element={<AreaComingSoon remote="mfe-care" title="Book a Pet Stylist" />} />
        <Route
          path={paths.emergencyServices}
          element={<AreaComingSoon remote="mfe-care" title="Emergency Services" />}
        />
        <Route path={paths.emergency} element={<AreaComingSoon remote="mfe-care" title="Emergency Services" />} />
      </Routes>
    </BrowserRouter>
  );
}
