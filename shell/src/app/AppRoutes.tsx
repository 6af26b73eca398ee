import { NotFoundPage } from '../pages/NotFoundPage';
import { RemotePage } from '../remotes/RemotePage';
import { ROUTES } from './route-table';
import { Route, Routes } from '@pdpl/platform';

export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.map((route) => (
        <Route key={route.path} path={route.path} caseSensitive element={<RemotePage remote={route.remote} module={route.module} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
