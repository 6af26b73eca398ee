// The router reaches every app through here (one shared instance: ./routing).
// Links, redirects, navigation and the location are the language-aware ones of ./i18n.
export { createBrowserHistory, HistoryRouter, Route, Routes, StaticRouter, useParams, useSearchParams, type RouterHistory } from './routing';
