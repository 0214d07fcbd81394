// What the suite's apps and packages import from 'react-router-dom', and nothing else: the module
// Module Federation shares under the key `react-router-dom` (tooling/federation.cjs,
// REEXPORT_MODULES). Apps keep writing `import { Link } from 'react-router-dom'`; the build
// answers that import with this file, which takes each name from react-router itself, so the page
// gets only these (a shared module is never tree-shaken: sharing react-router whole cost every
// route 48 KB gzipped). Jest and TypeScript still resolve the real react-router-dom, which exports
// the same functions.
//
// A name an app needs that is missing here is added here (eslint's router guard,
// tooling/eslint/shared-reexport.mjs, fails on an import of a name not listed). Test files may
// import any name (MemoryRouter...): jest resolves the real package.
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
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
