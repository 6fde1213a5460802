import { AreaComingSoon } from '@petpal/design-system';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from './paths';

export function CommunityApp() {
  return (
    <BrowserRouter>
      <div data-remote="mfe-community">
        <Routes>
          <Route path={paths.community} element={<AreaComingSoon title="Community" />} />
          <Route path={paths.pawfectMatch} element={<AreaComingSoon title="PawfectMatch" />} />
          <Route path={paths.becomePetParent} element={<AreaComingSoon title="Become a Pet Parent" />} />
          <Route
            path={paths.submitPetSaleAdoption}
            element={<AreaComingSoon title="Submit a Pet for Sale or Adoption" />}
          />
          <Route path={paths.todo} element={<AreaComingSoon title="To-Do" />} />
        </Routes>
      </div>
    </BrowserRouter>
  );
}
