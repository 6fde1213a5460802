import { LoginPage } from './pages/LoginPage';
import { paths } from './paths';

/** The screens the build prerenders to HTML (shell/prerender, decision 090): each path as AuthApp shows it. */
export const firstScreens = [{ path: paths.login, screen: <LoginPage /> }];
