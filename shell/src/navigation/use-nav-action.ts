import { KSA_SECTIONS, WINDOW_EVENTS, isBlogPath } from '@pdpl/contracts';
import { requestSection, useLocation, useNavigate } from '@pdpl/platform';
import { useCallback } from 'react';
import { resolveSection, type NavTarget } from './menus';
import { byId, scrollToElement, scrollToTop, sectionScrollOffset, whenElementPresent } from './scroll';

function fireOpenAssessment(): void {
  window.dispatchEvent(new Event(WINDOW_EVENTS.openAssessment));
}

/**
 * Fires openAssessment once the /KSA page is on screen: its assessment section is only on that page
 * (other pages of the same remote may still be showing), and the page listens from an effect, which
 * has run by the frame after the section enters the document.
 */
function fireWhenKsaPageReady(): void {
  whenElementPresent(byId(KSA_SECTIONS.assessment), () => requestAnimationFrame(() => setTimeout(fireOpenAssessment, 0)));
}

/** Runs a header or footer entry: same-page sections scroll smoothly, others navigate (with a hash). */
export function useNavAction(): (target: NavTarget) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (target: NavTarget) => {
      if (target.kind === 'cookieSettings') return void import('../consent/consent-store').then(({ reopenConsent }) => reopenConsent());
      if (target.kind === 'assessment') {
        if (pathname === '/KSA') fireOpenAssessment();
        else {
          navigate('/KSA');
          fireWhenKsaPageReady();
        }
        return;
      }
      if (target.kind === 'route') {
        navigate(target.to);
        if (target.to === pathname) scrollToTop(true);
        return;
      }
      const { page, anchor } = resolveSection(target, isBlogPath(pathname));
      // Tells a page that renders this section lazily to load it, even if it has not mounted yet.
      requestSection(anchor);
      if (page === pathname) {
        whenElementPresent(byId(anchor), (element) => scrollToElement(element, sectionScrollOffset(page), true));
      } else {
        navigate(`${page}#${anchor}`);
      }
    },
    [navigate, pathname],
  );
}
