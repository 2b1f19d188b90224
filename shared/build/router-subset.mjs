// What the apps use of react-router-dom, and nothing else. The shell provides this module as the shared
// `react-router-dom` singleton: a shared module keeps every export it has (Module Federation cannot tree-shake it),
// so sharing the whole package shipped ~60 KB gz where the apps use a fraction. Importing a name that is not here
// fails the build (see create-app-config's `strictExportPresence`): add it here first.
export {
  Link,
  MemoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  ScrollRestoration,
  UNSAFE_DataRouterContext,
  createBrowserRouter,
  createMemoryRouter,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
