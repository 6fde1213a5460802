import { AreaComingSoon } from '@petpal/design-system';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from './paths';

export function CareApp() {
  return (
    <BrowserRouter>
      <div data-remote="mfe-care">
        <Routes>
          <Route path={paths.bookPetSitter} element={<AreaComingSoon title="Book a Pet Sitter" />} />
          <Route path={paths.sitterProfile} element={<AreaComingSoon title="Pet Sitter Profile" />} />
          <Route path={paths.bookATrainer} element={<AreaComingSoon title="Book a Pet Trainer" />} />
          <Route path={paths.bookAStylist} element={<AreaComingSoon title="Book a Pet Stylist" />} />
          <Route path={paths.emergencyServices} element={<AreaComingSoon title="Emergency Services" />} />
          <Route path={paths.emergency} element={<AreaComingSoon title="Emergency Services" />} />
        </Routes>
      </div>
    </BrowserRouter>
  );
}
