// The event contract (src/hydration/event-contract.js) is inlined into every page rendered ahead, in
// the document's first bytes: it ships minified, with the names it shares with the app (from
// @pdpl/contracts) written in, so the document fits the 14.6 KB a new connection delivers in its
// first round trip.
import { readFileSync } from 'node:fs';
import { PRERENDER, rememberedLocaleCookie } from '@pdpl/contracts';
import { minifySync } from 'rolldown/utils';

const SOURCE = new URL('./src/hydration/event-contract.js', import.meta.url);

/** What the contract's `CONTRACT_NAMES` stands for. */
const NAMES = {
  events: PRERENDER.eventContractGlobal,
  rememberAttribute: PRERENDER.rememberLocaleAttribute,
  // The contract puts the language in place of LOCALE.
  localeCookie: rememberedLocaleCookie('LOCALE'),
};

export function eventContractScript() {
  return {
    name: 'pdpl-event-contract',
    apply: 'build',
    generateBundle() {
      const source = readFileSync(SOURCE, 'utf8');
      if (!source.includes('CONTRACT_NAMES')) throw new Error('event-contract.js no longer reads CONTRACT_NAMES');
      const { code, errors } = minifySync('event-contract.js', source.replaceAll('CONTRACT_NAMES', JSON.stringify(NAMES)), { compress: true, mangle: true });
      if (errors.length > 0) throw new Error(`event-contract.js: ${errors.map((error) => error.message).join('; ')}`);
      if (code.includes('CONTRACT_NAMES') || !code.includes(PRERENDER.eventContractGlobal)) throw new Error('event-contract.js: its names were not written in');
      this.emitFile({ type: 'asset', fileName: PRERENDER.eventContractScript.slice(1), source: code });
    },
  };
}
