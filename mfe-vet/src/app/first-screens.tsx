import { BookAVetPage } from '../features/booking/components/BookAVetPage';
import { paths } from './paths';

/** The screens the build prerenders to HTML (shell/prerender, decision 090): each path as VetApp shows it. */
export const firstScreens = [{ path: paths.bookAVet, screen: <BookAVetPage /> }];
