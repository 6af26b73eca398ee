import { INDEX_SECTORS } from '@pdpl/contracts';
import type { Rng } from './prng.js';
import { SECTOR_PROFILES, type IndexSector } from './sector-catalog.js';
import type { SampleCompany } from './types.js';

/** Invented Arabic-flavoured words (nature, sky, desert); none is, on its own, a known Saudi brand. */
const NAME_WORDS = [
  'Sadeem', 'Wahat', 'Rimal', 'Tilal', 'Lulua', 'Ghadeer', 'Bariq', 'Layan', 'Hadeel', 'Ghaith', 'Samar', 'Nakhla',
  'Warqa', 'Mirqab', 'Qamar', 'Yasmeen', 'Areej', 'Asala', 'Rayah', 'Rabwa', 'Ufuq', 'Kawkab', 'Thamar', 'Sawaed',
  'Qimam', 'Lamis', 'Rafeef', 'Ruwaq', 'Ghaf', 'Sidr', 'Arjuan', 'Talah', 'Adeem', 'Khuzama', 'Rutab', 'Zumurrud',
  'Nawa', 'Ruba', 'Saraab', 'Nujoom', 'Ghaima', 'Jamra', 'Wasmi', 'Raseel', 'Ramla', 'Zaitun', 'Sundus', 'Falak',
] as const;

/** Regions and landscapes of the Arabian Peninsula, only ever combined with a motif. */
const REGION_WORDS = ['Najd', 'Hijaz', 'Harrat', 'Sarawat', 'Dahna', 'Nufud'] as const;

const MOTIFS = [
  'Crescent', 'Palm', 'Dune', 'Pearl', 'Horizon', 'Summit', 'Compass', 'Caravan', 'Lantern', 'Meridian', 'Sandstone', 'Oasis',
] as const;

/**
 * Words of real Saudi (or regional) brands that generated names must never contain; a safety net in case
 * the word lists above are edited.
 */
export const REAL_BRAND_WORDS = [
  'rajhi', 'stc', 'aramco', 'sabic', 'almarai', 'jarir', 'mobily', 'zain', 'snb', 'riyad', 'mouwasat', 'alinma',
  'albilad', 'jazira', 'samba', 'fransi', 'ahli', 'saib', 'maaden', 'tasnee', 'sipchem', 'kayan', 'acwa', 'marafiq',
  'tawuniya', 'bupa', 'medgulf', 'malath', 'walaa', 'salama', 'nahdi', 'dallah', 'habib', 'hammadi', 'othaim', 'panda',
  'danube', 'tamimi', 'bindawood', 'savola', 'nadec', 'sadafco', 'herfy', 'albaik', 'bahri', 'saptco', 'flynas',
  'saudia', 'seera', 'elm', 'thiqah', 'jahez', 'tamara', 'tabby', 'roshn', 'emaar', 'nesma', 'zamil', 'olayan',
  'rawabi', 'jameel', 'yamama', 'yamamah', 'thuraya', 'sanabil', 'mawarid', 'neom', 'qiddiya', 'salam', 'najm',
  'murjan', 'maraya', 'misk', 'mada', 'saudi', 'national', 'arabian',
] as const;

const NAME_PATTERNS = [
  ['plain', 50],
  ['motif', 38],
  ['region', 12],
] as const;

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function containsRealBrand(name: string): boolean {
  const words = name.toLowerCase().split(/[^a-z0-9]+/);
  return REAL_BRAND_WORDS.some((brand) => words.includes(brand));
}

function describe(rng: Rng, sector: IndexSector, sentence: string, city: string): string {
  const first = sentence.replace('{city}', city);
  return rng.chance(0.6) ? `${first} ${rng.pick(SECTOR_PROFILES[sector].extras)}` : first;
}

/** Sectors whose smaller players sometimes have no privacy notice at all. */
const NO_NOTICE_SECTORS: readonly IndexSector[] = [
  'Real Estate & Construction',
  'Food & Agriculture',
  'Petrochemicals & Industry',
  'Transport & Logistics',
];
const NO_NOTICE_COUNT = 4;

/** Exactly 100 fictional companies, sorted by name. */
export function buildCompanies(rng: Rng): SampleCompany[] {
  const usedNames = new Set<string>();
  const wordUses = new Map<string, number>();
  const companies: SampleCompany[] = [];

  for (const sector of INDEX_SECTORS) {
    const profile = SECTOR_PROFILES[sector];
    const wordsInSector = new Set<string>();
    for (let i = 0; i < profile.count; i += 1) {
      for (let attempt = 0; ; attempt += 1) {
        if (attempt > 500) throw new Error(`Could not invent a unique name in ${sector}`);
        const kind = rng.weighted(profile.kinds.map((k) => [k, k.weight] as const));
        const pattern = rng.weighted(NAME_PATTERNS);
        const word = rng.pick(pattern === 'region' ? REGION_WORDS : NAME_WORDS);
        const name = pattern === 'plain' ? `${word} ${kind.noun}` : `${word} ${rng.pick(MOTIFS)} ${kind.noun}`;
                if (usedNames.has(name) || wordsInSector.has(word) || (wordUses.get(word) ?? 0) >= 2) continue;
        if (containsRealBrand(name)) continue;
        usedNames.add(name);
        wordsInSector.add(word);
        wordUses.set(word, (wordUses.get(word) ?? 0) + 1);
        const city = rng.weighted(kind.cities ?? profile.cities);
        const slug = slugify(name);
        companies.push({
          id: slug,
          name,
          sector,
          description: describe(rng, sector, kind.sentence, city),
          homepageUrl: `https://${slug}.example`,
          privacyPolicyUrl: `https://${slug}.example/privacy`,
        });
        break;
      }
    }
  }

  const candidates = companies.filter((c) => (NO_NOTICE_SECTORS as readonly string[]).includes(c.sector));
  for (let i = 0; i < NO_NOTICE_COUNT && candidates.length > 0; i += 1) {
    const chosen = candidates.splice(rng.int(0, candidates.length - 1), 1)[0];
    if (chosen) chosen.privacyPolicyUrl = '';
  }

  return companies.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
