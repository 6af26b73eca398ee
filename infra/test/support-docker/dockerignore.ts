/** .dockerignore as Docker applies it: patterns from the context root, `**` any depth, `!` re-includes, last match wins. */
import { readFileSync } from 'node:fs';

function toRegExp(pattern: string): RegExp {
  const source = pattern
    .replace(/^\/+/, '')
    .split('/')
    .map((part) => (part === '**' ? '(?:.*)' : part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]')))
    .join('/')
    .replace(/\(\?:\.\*\)\//g, '(?:.*/)?');
  return new RegExp(`^${source}$`);
}

export function dockerignore(file: string): (relativePath: string) => boolean {
  const rules = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => ({ negated: line.startsWith('!'), regexp: toRegExp(line.replace(/^!/, '')) }));
  const matches = (path: string) => {
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
