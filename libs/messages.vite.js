// Message files (`messages/<locale>.json`, ICU MessageFormat a translator edits) are compiled when an
// app is built, so the browser gets Lingui's compiled form and no ICU parser ships. A message that
// does not parse fails the build, naming its file and key.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

// What libs/platform/src/i18n/format-message.ts fills in; a message using another format
// (number, date, time) fails the build rather than show its placeholder empty.
const FORMATS_THE_BROWSER_FILLS = new Set(['plural', 'selectordinal', 'select']);

/** The first format of `compiled` (Lingui's compiled form) the browser's formatter lacks, if any. */
function unsupportedFormat(compiled) {
  if (!Array.isArray(compiled)) return null;
  for (const token of compiled) {
    if (!Array.isArray(token) || token.length === 1) continue;
    const [, type, cases] = token;
    if (!FORMATS_THE_BROWSER_FILLS.has(type)) return type;
    for (const [key, value] of Object.entries(cases)) {
      const inner = key === 'offset' ? null : unsupportedFormat(value);
      if (inner) return inner;
    }
  }
  return null;
}

// `messages/ar-core.json`: a part of a catalogue split for the browser (@pdpl/contracts' build).
const MESSAGE_FILE = /[\\/]messages[\\/][a-z]{2}(-[a-z]+)?\.json$/;

/**
 * @param {{ except?: RegExp }} [options] message files left as written: a remote's page-meta
 *   messages, which its page declarations read as plain text (libs/render-pages.mjs bundles them).
 */
export function compiledMessages(options = {}) {
  return {
    name: 'pdpl-compiled-messages',
    enforce: 'pre',
    // Every JSON module as `JSON.parse("...")`: Vite's default for small files gives each value a
    // variable of its own and the object literal its keys again (the contracts' Arabic for the lead
    // forms, 260 texts, was 6.0 KB gzipped that way and is 4.5 KB as one string), and V8 parses
    // JSON faster than the same object as code.
    config: () => ({ json: { stringify: true, namedExports: false } }),
    transform(source, id) {
      const file = id.split('?')[0];
      if (!MESSAGE_FILE.test(file) || options.except?.test(file)) return null;
      const compiled = {};
      for (const [key, message] of Object.entries(JSON.parse(source))) {
        try {
          compiled[key] = compileMessageOrThrow(message);
        } catch (err) {
          this.error(`${id}: message "${key}" is not valid ICU: ${err.message}`);
        }
        const format = unsupportedFormat(compiled[key]);
        if (format) this.error(`${id}: message "${key}" uses {…, ${format}}, which the browser's formatter does not fill: format the value in code and pass it in`);
      }
      // Still JSON: Vite's own JSON step turns it into a module.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
