import { forwardRef, useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useRouterLocation, useRouterNavigate, type NavigateOptions } from './hooks';
import { createPath, isExternal, resolveTo, type To } from './path';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, NavigateOptions {
  to: To;
}

/** A plain left click the page may take over: not with a modifier key (new tab, download), nor into another frame. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

/**
 * A link (a real <a href>, so it opens in a new tab and works before the app runs) that the router
 * follows without loading the document. A link to where the visitor is replaces the entry.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, onClick, target, ...props }, ref) {
  const location = useRouterLocation();
  const navigate = useRouterNavigate();
  if (isExternal(to)) return <a ref={ref} href={to as string} target={target} onClick={onClick} {...props} />;
  const href = createPath(resolveTo(to, location));
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    navigate(to, { replace: replace ?? href === createPath(location), state });
  };
  return <a ref={ref} href={href} target={target} onClick={follow} {...props} />;
});

/** A link marked `aria-current="page"` (and class `active`) while the location is its path or below it. */
export const NavLink = forwardRef<HTMLAnchorElement, LinkProps>(function NavLink({ to, className, ...props }, ref) {
  const location = useRouterLocation();
  const { pathname } = location;
  const target = resolveTo(to, location).pathname;
  const active = pathname === target || pathname.startsWith(target.endsWith('/') ? target : `${target}/`);
  return <Link ref={ref} to={to} aria-current={active ? 'page' : undefined} className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined} {...props} />;
});

export interface NavigateProps extends NavigateOptions {
  to: To;
}

/** Moves to `to` once rendered (a redirect). */
export function Navigate({ to, replace, state }: NavigateProps) {
  const navigate = useRouterNavigate();
  const path = typeof to === 'string' ? to : createPath(to);
  useEffect(() => navigate(path, { replace, state }), [navigate, path, replace, state]);
  return null;
}
