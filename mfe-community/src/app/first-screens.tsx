import { CommunityHomePage } from '../features/community/components/CommunityHomePage';
import { paths } from './paths';

/** The screens the build prerenders to HTML (shell/prerender, decision 090): each path as CommunityApp shows it. */
export const firstScreens = [{ path: paths.community, screen: <CommunityHomePage /> }];
