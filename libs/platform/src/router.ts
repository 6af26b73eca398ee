// The router reaches every app through here (one shared instance, and only the parts we use ship).
// Apps must not import react-router-dom themselves: a second copy would have its own contexts.
// Links, redirects, navigation and the location are the language-aware ones of ./i18n.
export { matchPath, Route, Routes, useParams, useSearchParams } from 'react-router-dom';
// The shell's two React roots (frame and page) follow one history, each through its own router.
export { UNSAFE_createBrowserHistory as createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
