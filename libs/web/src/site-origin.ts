import type { Request } from 'express';

/** The public origin: SITE_URL when set (behind proxies and CDNs), else the one the request came to. */
export function siteOrigin(req: Request, siteUrl: string | null): string {
  return siteUrl ?? `${req.protocol}://${req.get('host')}`;
}
