/**
 * Every team's message files, English and Arabic side by side: the same keys in both, each message
 * valid ICU (as the build compiles it), keys named after their team, and an Arabic message that
 * names only placeholders its English one fills.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const ROOT = path.resolve(__dirname, '../../..');
const TEAMS: Record<string, string> = { shell: 'shell', 'mfe-marketing': 'marketing', 'mfe-ksa': 'ksa', 'mfe-index': 'index', 'mfe-admin': 'admin' };

function messageFolders(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (!statSync(full).isDirectory() || entry === 'node_modules' || entry === 'dist') continue;
    if (entry === 'messages') found.push(full);
    else found.push(...messageFolders(full));
  }
  return found;
}

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
const folders = Object.keys(TEAMS).flatMap((app) => messageFolders(path.join(ROOT, app, 'src')).map((folder) => ({ app, folder })));

/** The names an ICU message fills: `{name}`, `{count, plural, ...}` (Lingui's compiled form: text, or [name, format?, branches?]). */
function placeholders(message: string): Set<string> {
  const names = new Set<string>();
  const walkParts = (parts: unknown) => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      const [name, , branches] = part as [string, string?, Record<string, unknown>?];
      names.add(name);
      if (branches && typeof branches === 'object') Object.values(branches).forEach(walkParts);
    }
  };
  walkParts(compileMessageOrThrow(message));
  return names;
}

describe('message files', () => {
  it('exist for every team that shows text', () => {
    expect(new Set(folders.map(({ app }) => app))).toEqual(new Set(['shell', 'mfe-marketing', 'mfe-ksa', 'mfe-index']));
  });

  describe.each(folders.map(({ app, folder }) => [path.relative(ROOT, folder), app] as const))('%s', (folder, app) => {
    const en = read(path.join(ROOT, folder, 'en.json'));
    const ar = read(path.join(ROOT, folder, 'ar.json'));

    it('has the same keys in English and Arabic', () => {
      expect(Object.keys(ar).filter((key) => !(key in en))).toEqual([]);
      expect(Object.keys(en).filter((key) => !(key in ar))).toEqual([]);
    });

    it(`names every key after its team (${TEAMS[app]}.)`, () => {
      expect(Object.keys(en).filter((key) => !key.startsWith(`${TEAMS[app]}.`))).toEqual([]);
    });

    it('has only non-empty messages that parse as ICU', () => {
      const broken: string[] = [];
      for (const [locale, messages] of Object.entries({ en, ar })) {
        for (const [key, message] of Object.entries(messages)) {
          if (typeof message !== 'string' || message.trim() === '') broken.push(`${locale} ${key}: empty`);
          else {
            try {
              compileMessageOrThrow(message);
            } catch (err) {
              broken.push(`${locale} ${key}: ${(err as Error).message.split('\n')[0]}`);
            }
          }
        }
      }
      expect(broken).toEqual([]);
    });

    it('fills in Arabic only placeholders the English message is given', () => {
      const unknown = Object.keys(en)
        .filter((key) => typeof ar[key] === 'string')
        .flatMap((key) => [...placeholders(ar[key]!)].filter((name) => !placeholders(en[key]!).has(name)).map((name) => `${key}: {${name}}`));
      expect(unknown).toEqual([]);
    });
  });

  it('catches a message that does not parse, and reads the placeholders a message fills', () => {
    expect(() => compileMessageOrThrow('{count, plural, one {# company}')).toThrow();
    expect([...placeholders('{count, plural, one {# company in {sector}} other {# companies}} by {name}')].sort()).toEqual(['count', 'name', 'sector']);
  });
});

describe("the contracts' Arabic texts", () => {
  const ar = read(path.join(ROOT, 'libs/contracts/src/messages/ar.json'));
  it('translate every text to a non-empty Arabic text that parses', () => {
    for (const [english, arabic] of Object.entries(ar)) {
      expect(arabic.trim()).not.toBe('');
      expect(/[\u0600-\u06FF]/.test(arabic) || /^[\d\s.,%/-]+$/.test(arabic)).toBe(true);
      expect(() => compileMessageOrThrow(arabic)).not.toThrow();
      expect(english).not.toBe('');
    }
  });
});
