import { AreaComingSoon } from '@petpal/design-system';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from './paths';

export function CommunityApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path={paths.community} element={<AreaComingSoon remote="mfe-community" title="Community" />} />
        <Route path={paths.pawfectMatch} element={<AreaComingSoon remote="mfe-community" title="PawfectMatch" />} />
        <Route
          path={paths.becomePetParent}
          element={<AreaComingSoon remote="mfe-community" title="Become a Pet Parent" />}
        />
        <Route
          path={paths.submitPetSaleAdoption}
          element={<AreaComingSoon remote="mfe-community" title="Submit a Pet for Sale or Adoption" />}
        />
        <Route path={paths.todo} element={<AreaComingSoon remote="mfe-community" title="To-Do" />} />
      </Routes>
    </BrowserRouter>
  );
}
