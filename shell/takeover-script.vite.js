// The takeover script (src/takeover/takeover.js) is inlined into every page rendered ahead, in the
// document's first bytes: it ships minified (5.8 KB of commented source, 2.2 KB minified), so the
// document's compressed start fits the 14.6 KB a new connection delivers in its first round trip.
import { readFileSync } from 'node:fs';
import { PRERENDER } from '@pdpl/contracts';
import { minifySync } from 'rolldown/utils';

const SOURCE = new URL('./src/takeover/takeover.js', import.meta.url);

export function takeoverScript() {
  return {
    name: 'pdpl-takeover-script',
    apply: 'build',
    generateBundle() {
      const { code, errors } = minifySync('takeover.js', readFileSync(SOURCE, 'utf8'), { compress: true, mangle: true });
      if (errors.length > 0) throw new Error(`takeover.js: ${errors.map((error) => error.message).join('; ')}`);
      this.emitFile({ type: 'asset', fileName: PRERENDER.takeoverScript.slice(1), source: code });
    },
  };
}
