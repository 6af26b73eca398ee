/**
 * The periods a sentence states, in days: "within 30 days", "no later than thirty (30) days",
 * "within one month", "خلال ثلاثين (٣٠) يوماً", "خلال شهرين". The rubric bounds the answer to a
 * request (30 days at most), so a period must be read, not just seen.
 */

const NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  'twenty-one': 21,
  'twenty-five': 25,
  'twenty-eight': 28,
  thirty: 30,
  'forty-five': 45,
  sixty: 60,
  ninety: 90,
  // Arabic, in normalised spelling (ة→ه).
  واحد: 1,
  ثلاث: 3,
  ثلاثه: 3,
  اربع: 4,
  اربعه: 4,
  ست: 6,
  سته: 6,
  ثماني: 8,
  ثمانيه: 8,
  تسع: 9,
  تسعه: 9,
  خمس: 5,
  خمسه: 5,
  سبع: 7,
  سبعه: 7,
  عشر: 10,
  عشره: 10,
  'خمسه عشر': 15,
  'خمسه عشره': 15,
  'اربعه عشر': 14,
  عشرين: 20,
  ثلاثين: 30,
  ثلاثون: 30,
  'خمسه واربعين': 45,
  ستين: 60,
  تسعين: 90,
};

/** Days in a unit; Arabic duals count two. */
const UNITS: [RegExp, number, number][] = [
  [/^hours?$|^(?:ساعه|ساعات)$/, 1 / 24, 0],
  // [unit, days per unit, units the word itself says (0: a number must come first)]
  [/^(?:calendar |working |business )?days?$|^(?:يوم|يوما|ايام)$/, 1, 0],
  [/^weeks?$|^(?:اسبوع|اسابيع)$/, 7, 0],
  [/^months?$|^(?:شهر|شهرا|اشهر)$/, 30, 0],
  [/^(?:يومين|يومان)$/, 1, 2],
  [/^(?:اسبوعين|اسبوعان)$/, 7, 2],
  [/^(?:شهرين|شهران)$/, 30, 2],
];

const NUMBER = `\\d+|${Object.keys(NUMBERS)
  .sort((a, b) => b.length - a.length)
  .join('|')}`;
const PERIOD = new RegExp(
  `(?<![\\w\\u0621-\\u064a])(?:(${NUMBER})\\s*(?:\\(\\s*\\d+\\s*\\)\\s*)?)?((?:calendar |working |business )?(?:days?|weeks?|months?)|hours?|ساعات|ساعه|يومين|يومان|يوما|يوم|ايام|اسبوعين|اسبوعان|اسابيع|اسبوع|شهرين|شهران|شهرا|اشهر|شهر)(?![\\w\\u0621-\\u064a])`,
  'g',
);

/** Every period the normalised text states, in days. A unit alone counts once ("within a month", "خلال شهر"). */
export function periodsInDays(norm: string): number[] {
  const periods: number[] = [];
  for (const m of norm.matchAll(PERIOD)) {
    const unit = UNITS.find(([pattern]) => pattern.test(m[2]!));
    if (!unit) continue;
    const [, days, own] = unit;
    const count = own || (m[1] ? (Number.isNaN(Number(m[1])) ? NUMBERS[m[1]]! : Number(m[1])) : 1);
    periods.push(count * days);
  }
  return periods;
}
