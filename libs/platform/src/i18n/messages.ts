import { LOCALE_INFO, type Locale } from '@pdpl/contracts';
import { useMemo } from 'react';
import { formatMessage, type CompiledMessage } from './format-message';
import { defineLocalized, type LocalizedSources } from './localized';
import { useLocale } from './locale';

/** Fills an ICU message's placeholders: `t('index.companies', { count: 3 })`. */
export type Translate<Key extends string> = (id: Key, values?: Record<string, unknown>) => string;

/** A message file as compiled by the build (libs/messages.vite.js). */
type Messages = Record<string, CompiledMessage>;

/** Per language, the catalogs of every remote loaded so far, merged. */
const catalogsByLocale = new Map<Locale, Messages>();

function catalogOf(locale: Locale): Messages {
  let catalog = catalogsByLocale.get(locale);
  if (!catalog) catalogsByLocale.set(locale, (catalog = {}));
  return catalog;
}

function translator<Key extends string>(locale: Locale): Translate<Key> {
  const catalog = catalogOf(locale);
  const tag = LOCALE_INFO[locale].intl;
  // A text with no message (a contracts text without its Arabic, or any on English pages) shows as is.
  return (id, values = {}) => {
    const message = catalog[id];
    return message === undefined ? id : formatMessage(message, values, tag);
  };
}

/** A language's messages: imported with the code (English), or fetched when first needed (Arabic). */
type CatalogSource = Messages | (() => Promise<{ default: unknown }>);

/** Catalogs already merged into their language's instance. */
const registered = new WeakSet<Messages>();

function register(locale: Locale, messages: Messages): void {
  if (registered.has(messages)) return;
  Object.assign(catalogOf(locale), messages);
  registered.add(messages);
}

/**
 * A feature's messages (its own `messages/<locale>.json`, keys prefixed with the team and feature),
 * bundled with its code for English and fetched with the first page that needs them in Arabic, so
 * English pages carry no Arabic bytes. `useMessages()` suspends until they are there, then
 * translates. An Arabic document starts fetching them as soon as the feature's code loads.
 */
export function defineMessages<Key extends string>(sources: Record<Locale, CatalogSource>) {
  const catalogs = defineLocalized<Messages>(sources as LocalizedSources<Messages>);
  return {
    /** Resolves once the language's messages are there (a bootstrap that renders nothing before). */
    load: (locale: Locale): Promise<void> => catalogs.load(locale).then((messages) => register(locale, messages)),
    useMessages(): Translate<Key> {
      const locale = useLocale();
      const messages = catalogs.useLocalized();
      register(locale, messages);
      return useMemo(() => translator<Key>(locale), [locale]);
    },
  };
}
