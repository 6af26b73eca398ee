/**
 * The shell of a Dockerfile's RUN, read as far as the smoke follows it: words with quotes and
 * $VAR / ${VAR} expansion, `&&` and `;` lists, `if [ a = b ]; then ...; else ...; fi` and
 * `case word in pattern|pattern) ...;; esac`, evaluated with the stage's build arguments and
 * environment into the plain commands the build would run, in order. Anything else (pipes, `||`,
 * command substitution, unquoted wildcards, an unset variable) is an error: the smoke would be
 * guessing at what the build does.
 */

export class ScriptError extends Error {}

/**
 * @typedef {{ type: 'word', value: string, glob: boolean }} WordToken
 * @typedef {{ type: 'op', value: string }} OpToken
 * @typedef {{ type: 'redirect', value: string }} RedirectToken
 * @typedef {WordToken | OpToken | RedirectToken} Token
 * @typedef {{ words: string[], redirects: string[] }} SimpleCommand
 */

const OPERATORS = ['&&', '||', ';;', ';', '|', '(', ')', '&'];

/**
 * @param {string} source
 * @param {(name: string) => string | undefined} lookup a variable's value, undefined when not declared
 * @returns {Token[]}
 */
export function tokenize(source, lookup) {
  /** @type {Token[]} */
  const tokens = [];
  let i = 0;
  const expand = (name) => {
    const value = lookup(name);
    if (value === undefined) throw new ScriptError(`$${name} is not declared in this stage (ARG or ENV): the build would see it empty`);
    return value;
  };
  /** A $NAME or ${NAME} at i (i on the $); returns its value and moves i past it. */
  const variable = () => {
    if (source[i + 1] === '{') {
      const end = source.indexOf('}', i);
      const name = source.slice(i + 2, end);
      if (end < 0 || !/^[A-Za-z_]\w*$/.test(name)) throw new ScriptError(`\${...} other than \${NAME} is not followed: ${source.slice(i, i + 20)}`);
      i = end + 1;
      return expand(name);
    }
    const [name] = /^[A-Za-z_]\w*/.exec(source.slice(i + 1)) ?? [];
    if (!name) throw new ScriptError(`"$${source[i + 1] ?? ''}" is not followed (only $NAME and \${NAME})`);
    i += 1 + name.length;
    return expand(name);
  };
  while (i < source.length) {
    const c = source[i];
    if (c === ' ' || c === '\t') {
      i += 1;
      continue;
    }
    if (c === '\n') {
      tokens.push({ type: 'op', value: ';' });
      i += 1;
      continue;
    }
    if (c === '#') break;
    const redirect = /^\d*>>?&?\d*/.exec(source.slice(i));
    if (redirect && redirect[0].includes('>')) {
      let value = redirect[0];
      i += value.length;
      if (!/&\d$/.test(value)) {
        // > file: the target is the next word.
        const rest = /^\s*(\S+)/.exec(source.slice(i));
        if (!rest) throw new ScriptError(`${value} without a target`);
        value += ` ${rest[1]}`;
        i += rest[0].length;
      }
      tokens.push({ type: 'redirect', value });
      continue;
    }
    const op = OPERATORS.find((o) => source.startsWith(o, i));
    if (op) {
      tokens.push({ type: 'op', value: op });
      i += op.length;
      continue;
    }
    let value = '';
    let glob = false;
    while (i < source.length && !/[\s;&|()<>]/.test(source[i])) {
      const ch = source[i];
      if (ch === "'") {
        const end = source.indexOf("'", i + 1);
        if (end < 0) throw new ScriptError('unterminated single quote');
        value += source.slice(i + 1, end);
        i = end + 1;
      } else if (ch === '"') {
        i += 1;
        while (source[i] !== '"') {
          if (i >= source.length) throw new ScriptError('unterminated double quote');
          if (source[i] === '\\' && '"\\$`'.includes(source[i + 1])) {
            value += source[i + 1];
            i += 2;
          } else if (source[i] === '$') value += variable();
          else if (source[i] === '`') throw new ScriptError('command substitution (`...`) is not followed');
          else value += source[i++];
        }
        i += 1;
      } else if (ch === '\\') {
        value += source[i + 1] ?? '';
        i += 2;
      } else if (ch === '$') {
        if (source[i + 1] === '(') throw new ScriptError('command substitution ($(...)) is not followed');
        value += variable();
      } else if (ch === '`') {
        throw new ScriptError('command substitution (`...`) is not followed');
      } else {
        if ('*?['.includes(ch)) glob = true;
        value += ch;
        i += 1;
      }
    }
    tokens.push({ type: 'word', value, glob });
  }
  return tokens;
}

/**
 * @typedef {{ type: 'simple', words: WordToken[], redirects: string[] }} SimpleNode
 * @typedef {{ type: 'if', condition: Node[][], then: Node[][], else: Node[][] }} IfNode
 * @typedef {{ type: 'case', word: WordToken, branches: { patterns: WordToken[], body: Node[][] }[] }} CaseNode
 * @typedef {SimpleNode | IfNode | CaseNode} Node
 */

/**
 * A list: and-or chains (`a && b`) separated by `;`, until one of `stop` (a keyword or operator).
 * @param {Token[]} tokens
 */
function parser(tokens) {
  let at = 0;
  const peek = () => tokens[at];
  const isWord = (value) => peek()?.type === 'word' && peek().value === value;
  const isOp = (value) => peek()?.type === 'op' && peek().value === value;
  const expectWord = (value) => {
    if (!isWord(value)) throw new ScriptError(`expected "${value}", found ${describe(peek())}`);
    at += 1;
  };
  const describe = (token) => (token ? `"${token.value}"` : 'the end');

  /** @param {(string)[]} stops @returns {Node[][]} */
  function list(stops) {
    /** @type {Node[][]} */
    const chains = [];
    for (;;) {
      while (isOp(';')) at += 1;
      const token = peek();
      if (!token || stops.some((s) => token.value === s && (token.type === 'word' || s === ';;' || s === ')'))) return chains;
      const chain = [command()];
      while (isOp('&&')) {
        at += 1;
        chain.push(command());
      }
      chains.push(chain);
      const next = peek();
      if (next && !(next.type === 'op' && next.value === ';') && !stops.includes(next.value)) {
        throw new ScriptError(next.type === 'op' ? `"${next.value}" is not followed (only && and ;)` : `unexpected ${describe(next)}`);
      }
    }
  }

  /** @returns {Node} */
  function command() {
    if (isWord('if')) {
      at += 1;
      const condition = list(['then']);
      expectWord('then');
      const then = list(['else', 'elif', 'fi']);
      if (isWord('elif')) throw new ScriptError('elif is not followed');
      let otherwise = [];
      if (isWord('else')) {
        at += 1;
        otherwise = list(['fi']);
      }
      expectWord('fi');
      return { type: 'if', condition, then, else: otherwise };
    }
    if (isWord('case')) {
      at += 1;
      const word = peek();
      if (word?.type !== 'word') throw new ScriptError('case without a word');
      at += 1;
      expectWord('in');
      const branches = [];
      while (!isWord('esac')) {
        if (isOp('(')) at += 1;
        const patterns = [];
        for (;;) {
          const pattern = peek();
          if (pattern?.type !== 'word') throw new ScriptError(`a case pattern expected, found ${describe(pattern)}`);
          patterns.push(pattern);
          at += 1;
          if (isOp('|')) at += 1;
          else break;
        }
        if (!isOp(')')) throw new ScriptError(`")" expected after a case pattern, found ${describe(peek())}`);
        at += 1;
        const body = list([';;', 'esac']);
        if (isOp(';;')) at += 1;
        branches.push({ patterns, body });
      }
      expectWord('esac');
      return { type: 'case', word, branches };
    }
    /** @type {WordToken[]} */
    const words = [];
    const redirects = [];
    while (peek() && (peek().type === 'word' || peek().type === 'redirect')) {
      const token = tokens[at++];
      if (token.type === 'redirect') redirects.push(token.value);
      else words.push(token);
    }
    if (words.length === 0) throw new ScriptError(`a command expected, found ${describe(peek())}`);
    return { type: 'simple', words, redirects };
  }

  return {
    /** @returns {Node[][]} */
    script() {
      const chains = list([]);
      if (at < tokens.length) throw new ScriptError(`unexpected ${describe(peek())}`);
      return chains;
    },
  };
}

/** A shell pattern (case) as a regular expression: `*`, `?` and literal text. @param {string} pattern */
const patternRegExp = (pattern) => new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`);

/** `[ a = b ]`, `[ a != b ]`, `[ -n a ]`, `[ -z a ]`: the conditions the smoke evaluates. @param {Node[][]} condition */
function evaluateCondition(condition) {
  const [chain, ...more] = condition;
  const node = chain?.[0];
  if (more.length > 0 || chain.length !== 1 || node.type !== 'simple') throw new ScriptError('an if condition other than one [ ... ] test is not followed');
  const words = node.words.map((w) => w.value);
  if (words[0] !== '[' || words.at(-1) !== ']') throw new ScriptError(`an if condition other than [ ... ] is not followed: ${words.join(' ')}`);
  const test = words.slice(1, -1);
  if (test.length === 3 && test[1] === '=') return test[0] === test[2];
  if (test.length === 3 && test[1] === '!=') return test[0] !== test[2];
  if (test.length === 2 && test[0] === '-n') return test[1] !== '';
  if (test.length === 2 && test[0] === '-z') return test[1] === '';
  throw new ScriptError(`the test [ ${test.join(' ')} ] is not followed (only =, !=, -n, -z)`);
}

/**
 * The plain commands a RUN's script runs, in order, its conditions evaluated now: the build
 * arguments are known before the build starts.
 * @param {string} source
 * @param {(name: string) => string | undefined} lookup
 * @returns {SimpleCommand[]}
 */
export function commandsOf(source, lookup) {
  const tree = parser(tokenize(source, lookup)).script();
  /** @type {SimpleCommand[]} */
  const commands = [];
  /** @param {Node[][]} chains */
  const walk = (chains) => {
    for (const chain of chains) {
      for (const node of chain) {
        if (node.type === 'if') walk(evaluateCondition(node.condition) ? node.then : node.else);
        else if (node.type === 'case') {
          const branch = node.branches.find((b) => b.patterns.some((p) => patternRegExp(p.value).test(node.word.value)));
          if (branch) walk(branch.body);
        } else {
          const unquotedGlob = node.words.find((w) => w.glob);
          if (unquotedGlob) throw new ScriptError(`the unquoted wildcard ${unquotedGlob.value} is not followed (quote it, or name the paths)`);
          commands.push({ words: node.words.map((w) => w.value), redirects: node.redirects });
        }
      }
    }
  };
  walk(tree);
  return commands;
}
