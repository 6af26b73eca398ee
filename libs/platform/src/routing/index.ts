// The site's router: one history for the shell's two roots, flat routes declared by the remotes'
// pages, links that are real links. Small on purpose (react-router was 12.7 KB gzipped on every page).
export { HistoryContext, LocationContext } from './context';
export { createBrowserHistory, createStaticHistory, type RouterHistory } from './history';
export { useParams, useRouterLocation, useRouterNavigate, useSearchParams, type NavigateOptions, type SearchParamsInit } from './hooks';
export { Link, Navigate, NavLink, type LinkProps, type NavigateProps } from './Link';
export { createPath, resolveTo, type Location, type Path, type To } from './path';
export { HistoryRouter, StaticRouter } from './Router';
export { matchRoute, Route, Routes, type RouteProps } from './Routes';
