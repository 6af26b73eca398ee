// The event contract (src/hydration/event-contract.js) is inlined into every page rendered ahead, in
// the document's first bytes: it ships minified, so the
// document's compressed start fits the 14.6 KB a new connection delivers in its first round trip.
import { readFileSync } from 'node:fs';
import { PRERENDER } from '@pdpl/contracts';
import { minifySync } from 'rolldown/utils';

const SOURCE = new URL('./src/hydration/event-contract.js', import.meta.url);

export function eventContractScript() {
  return {
    name: 'pdpl-event-contract',
    apply: 'build',
    generateBundle() {
      const { code, errors } = minifySync('event-contract.js', readFileSync(SOURCE, 'utf8'), { compress: true, mangle: true });
      if (errors.length > 0) throw new Error(`event-contract.js: ${errors.map((error) => error.message).join('; ')}`);
      this.emitFile({ type: 'asset', fileName: PRERENDER.eventContractScript.slice(1), source: code });
    },
  };
}
