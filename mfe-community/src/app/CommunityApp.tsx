import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { BecomePetParentPage } from '../features/adoption/components/BecomePetParentPage';
import { ListingPage } from '../features/adoption/components/ListingPage';
import { SubmitListingPage } from '../features/adoption/components/SubmitListingPage';
import { CommunityHomePage } from '../features/community/components/CommunityHomePage';
import { GroupPage } from '../features/community/components/GroupPage';
import { NewPostPage } from '../features/community/components/NewPostPage';
import { PostPage } from '../features/community/components/PostPage';
import { PawfectMatchPage } from '../features/playdates/components/PawfectMatchPage';
import { TodoPage } from '../features/todo/components/TodoPage';
import { paths } from './paths';

export function CommunityApp() {
  return (
    <BrowserRouter>
      <div data-remote="mfe-community">
        <Routes>
          <Route path={paths.community} element={<CommunityHomePage />} />
          <Route path={paths.communityGroup} element={<GroupPage />} />
          <Route path={paths.communityNewPost} element={<NewPostPage />} />
          <Route path={paths.communityPost} element={<PostPage />} />
          <Route path={paths.communityOther} element={<Navigate to={paths.community} replace />} />
          <Route path={paths.pawfectMatch} element={<PawfectMatchPage />} />
          <Route path={paths.becomePetParent} element={<BecomePetParentPage />} />
          <Route path={paths.becomePetParentListing} element={<ListingPage />} />
          <Route path={paths.submitPetSaleAdoption} element={<SubmitListingPage />} />
          <Route path={paths.todo} element={<TodoPage />} />
        </Routes>
      </div>
    </BrowserRouter>
  );
}
