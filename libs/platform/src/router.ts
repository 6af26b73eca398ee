// The router reaches every app through here (one shared instance, and only the parts we use ship).
// Apps must not import react-router-dom themselves: a second copy would have its own contexts.
// Links, redirects, navigation and the location are the language-aware ones of ./i18n.
export { BrowserRouter, matchPath, Route, Routes, useParams, useSearchParams } from 'react-router-dom';
