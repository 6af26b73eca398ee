/**
 * Finding a cookie banner on a page, and whether it offers a refusal, without clicking anything.
 * A banner is a visible container of a known consent manager (OneTrust, Cookiebot, CookieYes,
 * Didomi, Osano, Complianz, TrustArc, Usercentrics, Quantcast), or a visible dialog, region or
 * fixed bar whose own text (links aside) mentions cookies, in English or Arabic. A refusal is a
 * visible button or link in it named Reject, Reject all, Decline, Refuse, Deny, Only necessary,
 * رفض, رفض الكل, الرفض, ضروري فقط and the like. A "Settings" or "Manage" button is not one: the
 * refusal must be offered where the choice is asked.
 */
import type { Frame, Page } from 'playwright-core';

export interface BannerScan {
  found: boolean;
  /** The consent manager whose container it is, or 'generic'. */
  vendor: string | null;
  /** The refusal's label as the page shows it; null when the banner offers none. */
  rejectLabel: string | null;
  /** The banner's first words, for the record. */
  excerpt: string | null;
}

export interface BannerFound {
  vendor: string;
  rejectOption: boolean;
  rejectLabel: string | null;
  excerpt: string | null;
  /** 'main', or the URL of the frame the banner is in. */
  frame: string;
}

/**
 * Runs in the page (serialised by Playwright: it must use nothing from outside itself). Walks open
 * shadow roots too (Usercentrics, some Didomi set-ups). `wholeFrame`: the frame is a child frame
 * whose whole document may be the banner (consent managers that draw in an iframe).
 */
export function scanForBanner(wholeFrame: boolean): BannerScan {
  const VENDORS: [string, string][] = [
    ['OneTrust', '#onetrust-banner-sdk, #onetrust-pc-sdk'],
    ['Cookiebot', '#CybotCookiebotDialog'],
    ['CookieYes', '.cky-consent-container, #cookie-law-info-bar, .cky-modal'],
    ['Didomi', '#didomi-notice, #didomi-popup, .didomi-popup-notice'],
    ['Osano', '.osano-cm-dialog, .osano-cm-window__dialog, .cc-window'],
    ['Complianz', '.cmplz-cookiebanner, #cmplz-cookiebanner-container'],
    ['TrustArc', '#truste-consent-track, #consent_blackbar, .truste_box_overlay, #truste-consent-content'],
    ['Usercentrics', '#usercentrics-root, #usercentrics-cmp-ui, #uc-banner'],
    ['Quantcast', '#qc-cmp2-container, .qc-cmp2-summary-section'],
  ];
  const COOKIES = /cookie|ملفات تعريف الارتباط|ملفات تعريف ارتباط|ملفات الارتباط|الكوكيز|كوكيز/i;
  const REFUSALS: RegExp[] = [
    /\b(reject|decline|refuse|deny|disagree)\b/i,
    /\b(only|strictly)\b.*\b(necessary|essential|required)\b/i,
    /\b(necessary|essential|required)\b.*\bonly\b/i,
    /\bcontinue without (accepting|agreeing|consent)/i,
    /\b(do not|don't) (accept|agree|consent)\b/i,
    /رفض|الرفض|ارفض|أرفض|عدم الموافقة|لا أوافق|لا اوافق/,
    /(ضروري|ضرورية|الضرورية|الأساسية|الاساسية|الضرورية)[^]*فقط|فقط[^]*(ضروري|ضرورية|الضرورية|الأساسية|الاساسية)/,
  ];
  const MAX_TEXT = 3000;
  const MAX_LABEL = 60;

  /** Every element under root, through open shadow roots. */
  const all = (root: Document | Element | ShadowRoot): Element[] => {
    const out: Element[] = [];
    const walk = (node: Document | Element | ShadowRoot) => {
      for (const child of Array.from(node.children)) {
        out.push(child);
        if (child.shadowRoot) walk(child.shadowRoot);
        walk(child);
      }
    };
    walk(root);
    return out;
  };
  const visible = (el: Element): boolean => {
    const probe = el as Element & { checkVisibility?: (o: object) => boolean };
    if (probe.checkVisibility && !probe.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) return false;
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) return false;
    // Moved out of the page (left: -9999px) is a way of hiding too.
    const doc = document.documentElement;
    return r.right > 0 && r.bottom > 0 && r.left < Math.max(doc.scrollWidth, innerWidth) && r.top < Math.max(doc.scrollHeight, innerHeight);
  };
  const textOf = (el: Element) => ((el as HTMLElement).innerText ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
  /** The element's own words, links left out: a footer's "Cookie policy" link does not make a banner. */
  const ownText = (el: Element) => {
    const parts: string[] = [];
    const walk = (node: Node) => {
      for (const child of Array.from(node.childNodes)) {
        if (child.nodeType === Node.TEXT_NODE) parts.push(child.textContent ?? '');
        else if (child.nodeType === Node.ELEMENT_NODE && (child as Element).tagName !== 'A' && !['SCRIPT', 'STYLE', 'NOSCRIPT'].includes((child as Element).tagName)) {
          walk(child);
          if ((child as Element).shadowRoot) walk((child as Element).shadowRoot!);
        }
      }
    };
    walk(el);
    if (el.shadowRoot) walk(el.shadowRoot);
    return parts.join(' ').replace(/\s+/g, ' ').trim();
  };
  const labelsOf = (el: Element): string[] =>
    [el.getAttribute('aria-label'), textOf(el), (el as HTMLInputElement).value, el.getAttribute('title')]
      .filter((l): l is string => typeof l === 'string')
      .map((l) => l.replace(/\s+/g, ' ').trim())
      .filter((l) => l.length > 0 && l.length <= MAX_LABEL);
  const CONTROLS = 'button, a, [role="button"], [role="link"], input[type="button"], input[type="submit"]';
  const isControl = (el: Element) => el.matches(CONTROLS);
  const refusalIn = (containers: Element[]): string | null => {
    for (const container of containers) {
      for (const el of [container, ...all(container)]) {
        if (!isControl(el) || !visible(el)) continue;
        const label = labelsOf(el).find((l) => REFUSALS.some((r) => r.test(l)));
        if (label) return label;
      }
    }
    return null;
  };

  const elements = all(document);
  const banners: { el: Element; vendor: string }[] = [];
  for (const [vendor, selector] of VENDORS) {
    for (const el of elements) if (el.matches(selector) && visible(el)) banners.push({ el, vendor });
  }
  const HINT = /cookie|consent|gdpr|privacy|كوكيز/i;
  for (const el of elements) {
    if (banners.some((b) => b.el === el || b.el.contains(el))) continue;
    const role = el.getAttribute('role');
    const style = getComputedStyle(el);
    const candidate =
      (el.tagName === 'DIALOG' && el.hasAttribute('open')) ||
      role === 'dialog' ||
      role === 'alertdialog' ||
      role === 'region' ||
      el.getAttribute('aria-modal') === 'true' ||
      HINT.test(`${el.id} ${typeof el.className === 'string' ? el.className : ''} ${el.getAttribute('aria-label') ?? ''}`) ||
      style.position === 'fixed' ||
      style.position === 'sticky';
    if (!candidate || !visible(el)) continue;
    const text = textOf(el);
    if (text.length === 0 || text.length > MAX_TEXT || !COOKIES.test(ownText(el))) continue;
    banners.push({ el, vendor: 'generic' });
  }
  if (banners.length === 0 && wholeFrame && document.body) {
    const text = textOf(document.body);
    if (text.length > 0 && text.length <= MAX_TEXT && COOKIES.test(ownText(document.body))) banners.push({ el: document.body, vendor: 'generic' });
  }
  if (banners.length === 0) return { found: false, vendor: null, rejectLabel: null, excerpt: null };
  const known = banners.find((b) => b.vendor !== 'generic');
  const first = known ?? banners[0]!;
  return {
    found: true,
    vendor: first.vendor,
    rejectLabel: refusalIn(banners.map((b) => b.el)),
    excerpt: textOf(first.el).slice(0, 200),
  };
}

/** Scans the page and its frames once: the main frame first, then each visible child frame. */
async function scanOnce(page: Page): Promise<BannerFound | null> {
  let found: BannerFound | null = null;
  for (const frame of page.frames()) {
    const main = frame === page.mainFrame();
    if (!main && !(await frameVisible(frame))) continue;
    const scan = await frame.evaluate(scanForBanner, !main).catch(() => null);
    if (!scan?.found) continue;
    const result = { vendor: scan.vendor ?? 'generic', rejectOption: scan.rejectLabel !== null, rejectLabel: scan.rejectLabel, excerpt: scan.excerpt, frame: main ? 'main' : frame.url() };
    // A banner with a refusal anywhere wins; otherwise the first found (the main frame's) is kept.
    if (result.rejectOption) return result;
    found ??= result;
  }
  return found;
}

async function frameVisible(frame: Frame): Promise<boolean> {
  try {
    const element = await frame.frameElement();
    try {
      return await element.isVisible();
    } finally {
      await element.dispose();
    }
  } catch {
    return false;
  }
}

/**
 * The banner, looked for until one offering a refusal shows or `waitMs` passes (consent managers
 * often draw theirs a moment after the page settles, or fade it in).
 */
export async function findBanner(page: Page, waitMs: number): Promise<BannerFound | null> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const found = await scanOnce(page);
    if (found?.rejectOption || Date.now() >= deadline) return found;
    await page.waitForTimeout(Math.min(500, Math.max(0, deadline - Date.now())));
  }
}
