/**
 * How a requirement is judged on a sentence, written as data a reviewer can read: patterns that
 * must all match, patterns that must not, and distractor phrases blanked first. Context is explicit:
 * a list item is read with the line that introduces it, and a few requirements accept a sentence
 * whose topic is set by its heading or the sentence before it.
 */
import type { Sentence } from '../sentences.js';

/** What a test reads: the normalised text, and the original for what only case shows (a name). */
export interface Subject {
  norm: string;
  text: string;
}
export type TextTest = (subject: Subject) => boolean;
/** A test of the sentence at `index` of a notice, which may look at its neighbours. */
export type SentenceTest = (index: number, notice: readonly Sentence[]) => boolean;

export interface RuleSpec {
  /** Each must match the normalised text. */
  all: RegExp[];
  /** None may match it. */
  none?: RegExp[];
  /** Phrases blanked before `all` and `none` are tried: distractors such as "children's clothing". */
  mask?: RegExp[];
  /** Each must match the original text. */
  original?: RegExp[];
}

/** Masks replace every occurrence; tests must not carry a global pattern's position from one call to the next. */
const everywhere = (p: RegExp) => new RegExp(p.source, p.flags.includes('g') ? p.flags : `${p.flags}g`);
const once = (p: RegExp) => (p.global || p.sticky ? new RegExp(p.source, p.flags.replace(/[gy]/g, '')) : p);

export function rule({ all, none = [], mask = [], original = [] }: RuleSpec): TextTest {
  const masks = mask.map(everywhere);
  const [required, excluded, originals] = [all.map(once), none.map(once), original.map(once)];
  return ({ norm, text }) => {
    const read = masks.reduce((t, m) => t.replace(m, ' '), norm);
    return required.every((p) => p.test(read)) && !excluded.some((p) => p.test(read)) && originals.every((p) => p.test(text));
  };
}

export const either =
  (...tests: TextTest[]): TextTest =>
  (subject) =>
    tests.some((t) => t(subject));

const joined = (a: Sentence, b: Sentence): Subject => ({ norm: `${a.norm} ${b.norm}`, text: `${a.text} ${b.text}` });

/**
 * Met by the sentence itself, or, for an item of a list, by the item read after the line that
 * introduces it ("We collect:" + "your name and e-mail address") when that line alone is not.
 */
export const inSentence =
  (test: TextTest): SentenceTest =>
  (index, notice) => {
    const s = notice[index]!;
    if (test(s)) return true;
    const lead = notice[s.lead];
    return lead !== undefined && !test(lead) && test(joined(lead, s));
  };

/** A topic test remembered per sentence: every sentence of a section asks about the same heading. */
function remembered(topic: TextTest): TextTest {
  const known = new WeakMap<Subject, boolean>();
  return (subject) => {
    let answer = known.get(subject);
    if (answer === undefined) known.set(subject, (answer = topic(subject)));
    return answer;
  };
}

/** Where a sentence's topic may be said: in itself, its list's lead-in, the sentence before it, its heading. */
export type Context = 'self' | 'lead' | 'previous' | 'heading';

/**
 * Met by a sentence meeting `test` whose topic is `topic`: said in the sentence, or in its list's
 * lead-in, the sentence before it or its heading, as `context` allows ("When we do so, we ensure an
 * adequate level of protection." after a sentence on transfers abroad).
 */
export const about = (topic: TextTest, test: TextTest, context: readonly Context[] = ['self', 'lead', 'previous', 'heading']): SentenceTest => {
  const isAbout = remembered(topic);
  return (index, notice) => {
    const s = notice[index]!;
    if (!test(s)) return false;
    const around = { self: s, lead: notice[s.lead], previous: notice[index - 1], heading: notice[s.section] };
    return context.some((c) => around[c] !== undefined && isAbout(around[c]));
  };
};

/** Met by a sentence meeting `test` in a section or a list about `topic` (its heading or lead-in says so, or it does). */
export const under = (topic: TextTest, test: TextTest): SentenceTest => about(topic, test, ['self', 'lead', 'heading']);

/** Met by an item meeting `test` of a list or section about `topic` (its lead-in or heading says so). */
export const listedUnder = (topic: TextTest, test: TextTest): SentenceTest => about(topic, test, ['lead', 'heading']);

export const anyOf =
  (...tests: SentenceTest[]): SentenceTest =>
  (index, notice) =>
    tests.some((t) => t(index, notice));

/**
 * A channel (an e-mail address, a telephone number, a form) given for `topic`: the sentence says
 * so, or the line introducing it or the sentence before it does and the sentence itself is not about
 * something `other` (orders, sales). A heading is too broad a context: "About this notice".
 */
export const channelFor = (channel: RegExp, topic: RegExp, other: RegExp, mask: RegExp[] = []): SentenceTest =>
  anyOf(inSentence(rule({ all: [channel, topic], mask })), about(rule({ all: [topic], mask }), rule({ all: [channel], none: [other] }), ['lead', 'previous']));
