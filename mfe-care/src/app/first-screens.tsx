import { EmergencyServicesPage } from '../features/emergency/components/EmergencyServicesPage';
import { paths } from './paths';

/** The screens the build prerenders to HTML (shell/prerender, decision 090): each path as CareApp shows it. */
export const firstScreens = [{ path: paths.emergencyServices, screen: <EmergencyServicesPage /> }];
