// What libs/ui/src/token-trim.ts takes out of Chakra's tokens when the system is built (dark values,
// palettes no page uses) still ships in Chakra's token modules. A build takes it out of them too.
import { readFileSync } from 'node:fs';

const UNUSED_PALETTES = JSON.parse(readFileSync(new URL('./ui/src/unused-palettes.json', import.meta.url), 'utf8'));
const TOKEN_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/](semantic-tokens|tokens)[\\/][\w-]+\.js$/;
const COLOR_MODULE = /[\\/]colors\.js$/;
const LIGHT_AND_DARK = /\{\s*_light:\s*("[^"]*"),\s*_dark:\s*"[^"]*"\s*\}/g;

/** `code` without the object property `name: { ... },` at the start of a line. */
function withoutProperty(code, name) {
  const start = code.search(new RegExp(`\\n\\s*${name}: \\{`));
  if (start === -1) throw new Error(`No palette "${name}" in Chakra's colour tokens; update libs/ui/src/unused-palettes.json`);
  let depth = 0;
  for (let i = code.indexOf('{', start); i < code.length; i += 1) {
    if (code[i] === '{') depth += 1;
    else if (code[i] === '}' && --depth === 0) return code.slice(0, start) + code.slice(code[i + 1] === ',' ? i + 2 : i + 1);
  }
  throw new Error(`Unbalanced palette "${name}" in Chakra's colour tokens`);
}

export function trimmedTokens() {
  return {
    name: 'pdpl-trimmed-tokens',
    apply: 'build',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!TOKEN_MODULE.test(file)) return null;
      let trimmed = code.replace(LIGHT_AND_DARK, '$1');
      if (COLOR_MODULE.test(file)) trimmed = UNUSED_PALETTES.reduce(withoutProperty, trimmed);
      return { code: trimmed, map: null };
    },
  };
}
