import { Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { lazyScreen, PageSkeleton } from '@petpal/design-system';
import { CommunityHomePage } from '../features/community/components/CommunityHomePage';
import { paths } from './paths';

// The remote's first screen is in its first chunk; the others load on their first visit (decision 072).
const BecomePetParentPage = lazyScreen(
  () => import('../features/adoption/components/BecomePetParentPage'),
  'BecomePetParentPage',
);
const ListingPage = lazyScreen(() => import('../features/adoption/components/ListingPage'), 'ListingPage');
const SubmitListingPage = lazyScreen(
  () => import('../features/adoption/components/SubmitListingPage'),
  'SubmitListingPage',
);
const GroupPage = lazyScreen(() => import('../features/community/components/GroupPage'), 'GroupPage');
const NewPostPage = lazyScreen(() => import('../features/community/components/NewPostPage'), 'NewPostPage');
const PostPage = lazyScreen(() => import('../features/community/components/PostPage'), 'PostPage');
const PawfectMatchPage = lazyScreen(
  () => import('../features/playdates/components/PawfectMatchPage'),
  'PawfectMatchPage',
);
const TodoPage = lazyScreen(() => import('../features/todo/components/TodoPage'), 'TodoPage');

export function CommunityApp() {
  return (
    <BrowserRouter>
      <div data-remote="mfe-community">
        <Suspense fallback={<PageSkeleton />}>
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
        </Suspense>
      </div>
    </BrowserRouter>
  );
}
