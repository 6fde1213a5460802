import { CataloguePage } from '../features/catalogue/components/CataloguePage';
import { paths } from '../lib/paths';

/** The screens the build prerenders to HTML (shell/prerender, decision 090): each path as ShopApp shows it. */
export const firstScreens = [
  { path: paths.merchandise, screen: <CataloguePage shelf="merchandise" /> },
  { path: paths.pharmacy, screen: <CataloguePage shelf="pharmacy" /> },
];
