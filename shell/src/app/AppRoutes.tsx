import { NotFoundPage } from '../pages/NotFoundPage';
import { RemotePage } from '../remotes/RemotePage';
import { getRuntimeConfig, Route, Routes } from '@pdpl/platform';

/** The pages the remotes declare (merged into /config.json from their manifests), then the shell's own 404. */
export function AppRoutes() {
  return (
    <Routes>
      {getRuntimeConfig().pages.map((page) => (
        <Route key={page.path} path={page.path} caseSensitive element={<RemotePage remote={page.remote} module={page.module} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
