// Message files (`messages/<locale>.json`, ICU MessageFormat a translator edits) are compiled when an
// app is built, so the browser gets Lingui's compiled form and no ICU parser ships. A message that
// does not parse fails the build, naming its file and key.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

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
      }
      // Still JSON: Vite's own JSON step turns it into a module.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
