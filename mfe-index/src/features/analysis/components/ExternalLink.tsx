import { Link, VisuallyHidden } from '@pdpl/ui';
import type { ReactNode } from 'react';

/** A company's own page (its site, a notice), opened in a new tab; screen readers are told so. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" color="brand.700" overflowWrap="anywhere">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Link>
  );
}

/** An address as a link shows it: its host and path, without the scheme. */
export function shortUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return url;
  }
}
