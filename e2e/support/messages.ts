import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locale } from '@pdpl/contracts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A visitor-facing text as a feature's message file has it (`folder`: the feature's folder from the project root), `{name}` values filled in. */
export function message(folder: string, key: string, locale: Locale, values: Record<string, string> = {}): string {
  const messages = JSON.parse(readFileSync(`${ROOT}/${folder}/messages/${locale}.json`, 'utf8')) as Record<string, string>;
  const text = messages[key];
  if (text === undefined) throw new Error(`${folder}/messages/${locale}.json has no ${key}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}
