/** .dockerignore as Docker applies it: patterns from the context root, `**` any depth, `!` re-includes, last match wins. */
import { readFileSync } from 'node:fs';

/** @param {string} pattern */
function toRegExp(pattern) {
  const source = pattern
    .replace(/^\/+/, '')
    .split('/')
    .map((part) => (part === '**' ? '(?:.*)' : part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]')))
    .join('/')
    .replace(/\(\?:\.\*\)\//g, '(?:.*/)?');
  return new RegExp(`^${source}$`);
}

/**
 * @param {string} file the .dockerignore
 * @returns {(relativePath: string) => boolean} whether a path of the build context is left out
 */
export function dockerignore(file) {
  const rules = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => ({ negated: line.startsWith('!'), regexp: toRegExp(line.replace(/^!/, '')) }));
  /** @param {string} path */
  const matches = (path) => {
    let excluded = false;
    for (const rule of rules) if (rule.regexp.test(path)) excluded = !rule.negated;
    return excluded;
  };
  // A path is left out when it or any folder above it is.
  return (relativePath) => {
    const parts = relativePath.replace(/\/+$/, '').split('/');
    return parts.some((_part, i) => matches(parts.slice(0, i + 1).join('/')));
  };
}
