import { findPage, hasArabicTwin, LOCALE_INFO, localePath, PRERENDER, rememberedLocaleCookie, type Locale } from '@pdpl/contracts';
import { Link } from '@pdpl/ui';
import { getRuntimeConfig, LanguageLink, useLocale, useLocation } from '@pdpl/platform';

/** Kept so that the site's front door (/) opens in the chosen language next time (docs/shell.md). */
function remember(locale: Locale) {
  document.cookie = rememberedLocaleCookie(locale);
}

/**
 * The same page in the other language: a real link (it works before the app has taken over and
 * opens in a new tab), named by that language in that language (`lang` tells screen readers how to
 * say it). Staff pages exist in English only.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const found = findPage(getRuntimeConfig().pages, pathname);
  if (found && !hasArabicTwin(found.page)) return null;
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  const { lang, name } = LOCALE_INFO[other];
  // An unknown path leads to the other language's home page.
  const to = found ? localePath(`${pathname}${search}${hash}`, other) : localePath('/', other);
  return (
    <Link asChild fontSize="sm" fontWeight="medium" color="brand.700" px="2" textDecoration="underline" textUnderlineOffset="3px">
      <LanguageLink to={to} lang={lang} hrefLang={lang} onClick={() => remember(other)} {...{ [PRERENDER.rememberLocaleAttribute]: other }} data-testid="language-switch">
        {name}
      </LanguageLink>
    </Link>
  );
}
