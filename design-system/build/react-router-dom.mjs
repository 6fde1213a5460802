// The page's one copy of react-router-dom (decision 088): what the shared module provides and every build falls back
// to. A shared module is built whole, and react-router-dom re-exports all of react-router (data routers, server
// rendering, cookies and sessions, 15.9 KB gzip); this module re-exports only the exports the platform allows
// (shared-exports.mjs, which ESLint holds every import to), so the bundler keeps only what they reach.
// `react-router` is the package react-router-dom re-exports, reached by path (federation.mjs): a bare
// `react-router-dom` here would consume the shared module this file is.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Outlet,
  Link,
  NavLink,
  Navigate,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useHref,
  useLinkClickHandler,
  useMatch,
  useResolvedPath,
  useOutletContext,
  useInRouterContext,
  generatePath,
  matchPath,
  createSearchParams,
} from '@petpal/react-router';
