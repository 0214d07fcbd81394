// The names the suite imports from 'react-router-dom', taken from react-router itself: the module
// shared under that key (tooling/federation.cjs), since a shared module is never tree-shaken. A name
// missing here is added here; eslint's router guard fails on one not listed. Tests use the real one.
/** @public (used through 'react-router-dom', which knip cannot follow) */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  generatePath,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
