import { companyTextIn } from '@pdpl/contracts';
import { useLocale } from '@pdpl/platform';
import { Text } from '@pdpl/ui';
import { useCallback } from 'react';
import { useSharedMessages } from './i18n';

/**
 * A company's text in the page's language: the edition's Arabic one on Arabic pages, the English
 * one where the edition has none (and always on English pages).
 */
export function useCompanyText(): (english: string, arabic: string | undefined) => string {
  const locale = useLocale();
  return useCallback((english, arabic) => companyTextIn(locale, english, arabic), [locale]);
}

/** Whether an Arabic page shows any of these texts in English, for want of its Arabic. */
export function useLacksArabic(texts: readonly (readonly [english: string, arabic: string | undefined])[]): boolean {
  return useLocale() === 'ar' && texts.some(([english, arabic]) => english !== '' && !arabic);
}

/** Said once per page, above its content, when some of its texts show in English. */
export function UntranslatedNotice({ show }: { show: boolean }) {
  const t = useSharedMessages();
  if (!show) return null;
  return (
    <Text role="note" bg="gray.50" borderRadius="md" p="3" mb="6" fontSize="sm">
      {t('index.shared.untranslated')}
    </Text>
  );
}
