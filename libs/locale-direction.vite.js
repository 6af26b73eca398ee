// Zag's isRTL (behind Chakra's LocaleProvider) maximizes the locale with Intl.Locale, whose first
// call loads ICU's likely-subtags data: a 49 ms stretch of the hydration task at 4x CPU. Our locales
// name their language, so the language list it falls back to decides the direction just as well.
const IS_RTL_MODULE = /@zag-js[\\/]i18n-utils[\\/]dist[\\/]is-rtl\.m?js$/;
const LOCALE_BRANCH = /if \(Intl\.Locale\) \{[^}]*\}/;

export function localeDirectionByLanguage() {
  return {
    name: 'pdpl-locale-direction-by-language',
    apply: 'build',
    transform(code, id) {
      if (!IS_RTL_MODULE.test(id.split('?')[0])) return null;
      if (!LOCALE_BRANCH.test(code)) this.error('zag i18n-utils isRTL changed shape: review libs/locale-direction.vite.js');
      return { code: code.replace(LOCALE_BRANCH, ''), map: null };
    },
  };
}
