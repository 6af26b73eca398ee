import { hasArabicTwin, localePath } from '@pdpl/contracts';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemotePage } from '../remotes/RemotePage';
import { getRuntimeConfig, Route, Routes } from '@pdpl/platform';

/**
 * The pages the remotes declare (merged into /config.json from their manifests), each public one
 * also under /ar in Arabic, then the shell's own 404.
 */
export function AppRoutes() {
  const pages = getRuntimeConfig().pages;
  const paths = pages.flatMap((page) => [
    { path: page.path, page },
    ...(hasArabicTwin(page) ? [{ path: localePath(page.path, 'ar'), page }] : []),
  ]);
  return (
    <Routes>
      {paths.map(({ path, page }) => (
        <Route key={path} path={path} element={<RemotePage page={page} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
