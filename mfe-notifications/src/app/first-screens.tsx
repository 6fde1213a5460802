import { PetReportsPage } from '../features/reports/components/PetReportsPage';
import { paths } from './paths';

/** The screens the build prerenders to HTML (shell/prerender, decision 090): each path as NotificationsApp shows it. */
export const firstScreens = [{ path: paths.petReports, screen: <PetReportsPage /> }];
