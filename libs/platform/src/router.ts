// The router reaches every app through here (one shared instance, and only the parts we use ship).
// Apps must not import react-router-dom themselves: a second copy would have its own contexts.
export {
  BrowserRouter,
  Link as RouterLink,
  matchPath,
  NavLink,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
