/**
 * npm run index:collect -- <website URL> [--privacy-en URL] [--privacy-ar URL] [--cookies-en URL] [--cookies-ar URL] [--text]
 *
 * Collects one site exactly as the index's collection does (robots.txt, one request at a time per
 * host, public addresses only: INDEX_COLLECT_* settings), without the database, and prints one
 * JSON object: the notices found (without their texts unless --text), the site's traits and every
 * request made. A site that cannot be collected (a refused address, robots.txt, unreachable) is
 * reported on stderr with exit code 1.
 */
import { parseArgs } from 'node:util';
import { ConfigError, loadCollectConfig } from '../config.js';
import { collectSite, type ConfiguredNoticeUrls, type NoticeFetch } from '../modules/collection/collect-site.js';
import { CollectionError } from '../modules/collection/errors.js';

const USAGE = 'Usage: npm run index:collect -- <website URL> [--privacy-en URL] [--privacy-ar URL] [--cookies-en URL] [--cookies-ar URL] [--text]';

function fail(lines: string[]): never {
  process.stderr.write(`${lines.join('\n')}\n`);
  process.exit(1);
}

function readArguments(): { website: string; configured: ConfiguredNoticeUrls; withText: boolean } {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        'privacy-en': { type: 'string' },
        'privacy-ar': { type: 'string' },
        'cookies-en': { type: 'string' },
        'cookies-ar': { type: 'string' },
        text: { type: 'boolean', default: false },
      },
    });
  } catch (err) {
    fail([(err as Error).message, USAGE]);
  }
  const [website, ...extra] = parsed.positionals;
  if (!website || extra.length > 0) fail([USAGE]);
  const { values } = parsed;
  const configured: ConfiguredNoticeUrls = {
    privacy: { en: values['privacy-en'], ar: values['privacy-ar'] },
    cookies: { en: values['cookies-en'], ar: values['cookies-ar'] },
  };
  return { website, configured, withText: values.text ?? false };
}

/** A notice as printed: its text's length instead of the text, unless asked for. */
function printable(notice: NoticeFetch | null, withText: boolean) {
  if (!notice) return null;
  const { text, ...rest } = notice;
  return { ...rest, textLength: text.length, ...(withText ? { text } : {}) };
}

async function main(): Promise<void> {
  // Libraries (pdf.js) warn with console.log: stdout carries the JSON and nothing else.
  console.log = console.error;
  const { website, configured, withText } = readArguments();
  let config;
  try {
    config = loadCollectConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail([err.message]);
    throw err;
  }
  try {
    const collection = await collectSite(website, { ...config, notices: configured });
    const notices = Object.fromEntries(
      Object.entries(collection.notices).map(([kind, byLanguage]) => [
        kind,
        { en: printable(byLanguage.en, withText), ar: printable(byLanguage.ar, withText) },
      ]),
    );
    process.stdout.write(`${JSON.stringify({ website: collection.website, notices, traits: collection.traits, requests: collection.requests }, null, 2)}\n`);
  } catch (err) {
    if (err instanceof CollectionError) fail([`Cannot collect ${website}: ${err.message}`]);
    throw err;
  }
}

main().catch((err: Error) => fail([err.stack ?? err.message]));
