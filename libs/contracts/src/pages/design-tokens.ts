/**
 * A page rendered ahead needs only the design tokens (CSS variables) and keyframes its own CSS and
 * HTML use, about a quarter of the design system's 388 variables and 33 keyframes; the full set is
 * 3.2 KB of every document as sent (Brotli), over a new connection's first round trip for most
 * pages. The document keeps those it uses, following references between variables, and the reset
 * rules of the elements it has; the shell loads the full set (`PRERENDER.fullTokensAttribute`)
 * before it renders anything else. Here because the shell's build (which publishes the full set)
 * and the server (which trims each document) must agree.
 */

const RESET_LAYER = '@layer reset{';
const TOKENS_LAYER = '@layer tokens{';
const BASE_LAYER = '@layer base{';
const VARIABLE = /--chakra-(?:[\w-]|\\.)+/g;

/** The index of the `}` closing the block whose `{` is just before `from`. */
function blockEnd(css: string, from: number): number {
  let depth = 1;
  for (let i = from; i < css.length; i++) {
    if (css[i] === '{') depth += 1;
    else if (css[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

/** The text of the layer block `opening` (without its braces), and where it sits. */
function layerBlock(css: string, opening: string): { start: number; end: number; body: string } | null {
  const at = css.indexOf(opening);
  if (at === -1) return null;
  const start = at + opening.length;
  const end = blockEnd(css, start);
  return end === -1 ? null : { start, end, body: css.slice(start, end) };
}

/** Each `selector{declarations}` of the tokens layer, its declarations as [name, value]. */
function tokenRules(body: string): { selector: string; declarations: [string, string][] }[] {
  const rules: { selector: string; declarations: [string, string][] }[] = [];
  for (const match of body.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = match[2]!
      .split(';')
      .filter((d) => d.includes(':'))
      .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1)] as [string, string]);
    rules.push({ selector: match[1]!, declarations });
  }
  return rules;
}

/** The `@keyframes name{...}` blocks of the base layer, by name. */
function keyframesOf(body: string): { name: string; start: number; end: number }[] {
  const found: { name: string; start: number; end: number }[] = [];
  for (const match of body.matchAll(/@keyframes\s+([\w-]+)\s*\{/g)) {
    const end = blockEnd(body, match.index + match[0].length);
    if (end !== -1) found.push({ name: match[1]!, start: match.index, end: end + 1 });
  }
  return found;
}

/** The element a selector is for (`sub` in `sub`, `input` in `input[type='search']`), if it names one. */
const elementOf = (selector: string) => /^([a-z][a-z0-9]*)(?=$|[[:.])/.exec(selector.trim())?.[1];

/**
 * The reset layer without the rules for elements `used` (the page's HTML) has none of (`sub,sup`,
 * `textarea`, `dialog`...): 0.2-0.4 KB of a document as sent. A rule any of whose selectors could
 * match something else (`*`, `[hidden]`, a pseudo-element alone) stays.
 */
function resetForElements(designCss: string, used: string): string {
  const reset = layerBlock(designCss, RESET_LAYER);
  if (!reset || reset.body.includes('@')) return designCss;
  const present = (element: string) => new RegExp(`<${element}[\\s/>]`, 'i').test(used);
  const kept = reset.body.replace(/([^{}]+)\{[^{}]*\}/g, (rule, selectors: string) =>
    selectors.split(',').every((selector) => {
      const element = elementOf(selector);
      return element !== undefined && !present(element);
    })
      ? ''
      : rule,
  );
  return designCss.slice(0, reset.start) + kept + designCss.slice(reset.end);
}

/**
 * `designCss` (the design system's global CSS) with only the variables and keyframes that `used`
 * (the page's CSS and HTML) and the rest of `designCss` reference, directly or through a kept
 * variable, and the reset rules of the elements `used` has; null when it does not have the expected
 * layers (then the document keeps it whole).
 */
export function trimDesignTokens(fullCss: string, used: string): string | null {
  const designCss = resetForElements(fullCss, used);
  const tokens = layerBlock(designCss, TOKENS_LAYER);
  const base = layerBlock(designCss, BASE_LAYER);
  if (!tokens || !base) return null;
  const rules = tokenRules(tokens.body);
  const values = new Map<string, string[]>();
  for (const rule of rules) for (const [name, value] of rule.declarations) values.set(name, [...(values.get(name) ?? []), value]);

  const outsideTokens = designCss.slice(0, tokens.start) + designCss.slice(tokens.end);
  const keep = new Set<string>();
  const pending = [...`${used}\n${outsideTokens}`.matchAll(VARIABLE)].map((m) => m[0]);
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (keep.has(name)) continue;
    keep.add(name);
    for (const value of values.get(name) ?? []) pending.push(...[...value.matchAll(VARIABLE)].map((m) => m[0]));
  }
  const keptRules = rules
    .map(({ selector, declarations }) => ({ selector, declarations: declarations.filter(([name]) => keep.has(name)) }))
    .filter((rule) => rule.declarations.length > 0)
    .map(({ selector, declarations }) => `${selector}{${declarations.map(([name, value]) => `${name}:${value}`).join(';')}}`)
    .join('');

  // A keyframe is kept when an animation of the page, or a kept variable (`--chakra-animations-spin`), names it.
  const animations = [...[...used.matchAll(/animation(?:-name)?\s*:([^;}"]*)/g)].map((m) => m[1]!), ...[...keep].flatMap((name) => values.get(name) ?? [])].join(';');
  let baseBody = base.body;
  for (const frames of keyframesOf(base.body).reverse()) {
    if (!new RegExp(`(?:^|[^\\w-])${frames.name}(?:[^\\w-]|$)`).test(animations)) baseBody = baseBody.slice(0, frames.start) + baseBody.slice(frames.end);
  }

  const [first, second] = tokens.start < base.start ? [tokens, base] : [base, tokens];
  const replacement = (block: typeof tokens) => (block === tokens ? keptRules : baseBody);
  return designCss.slice(0, first.start) + replacement(first) + designCss.slice(first.end, second.start) + replacement(second) + designCss.slice(second.end);
}

/** The design system's full reset, tokens and keyframes as a stylesheet of their own (what a trimmed document leaves out). */
export function fullTokensCss(designCss: string): string | null {
  const reset = layerBlock(designCss, RESET_LAYER);
  const tokens = layerBlock(designCss, TOKENS_LAYER);
  const base = layerBlock(designCss, BASE_LAYER);
  if (!tokens || !base) return null;
  const keyframes = keyframesOf(base.body).map((f) => base.body.slice(f.start, f.end)).join('');
  return `${reset ? `${RESET_LAYER}${reset.body}}` : ''}${TOKENS_LAYER}${tokens.body}}${BASE_LAYER}${keyframes}}`;
}
