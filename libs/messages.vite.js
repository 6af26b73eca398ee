// Message files (`messages/<locale>.json`, ICU MessageFormat a translator edits) are compiled when an
// app is built, so the browser gets Lingui's compiled form and no ICU parser ships. A message that
// does not parse fails the build, naming its file and key.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const MESSAGE_FILE = /[\\/]messages[\\/][a-z]{2}\.json$/;

export function compiledMessages() {
  return {
    name: 'pdpl-compiled-messages',
    enforce: 'pre',
    transform(source, id) {
      if (!MESSAGE_FILE.test(id.split('?')[0])) return null;
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
