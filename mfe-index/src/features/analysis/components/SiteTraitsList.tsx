import type { SiteTraits } from '@pdpl/contracts';
import { Box, chakra } from '@pdpl/ui';
import { SITE_TRAIT_LABELS } from '../model/labels';

/** A declared language is null when the document declares none (or there is no such notice). */
const LANGUAGE_TRAITS: ReadonlySet<keyof SiteTraits> = new Set(['arabicNoticeLang', 'englishNoticeLang']);

function TraitValue({ value, nullText }: { value: SiteTraits[keyof SiteTraits]; nullText: string }) {
  if (value === null) return <chakra.span color="fg.muted">{nullText}</chakra.span>;
  if (typeof value === 'boolean') {
    return (
      <chakra.span color={value ? 'green.800' : 'red.800'} data-value={value}>
        <span aria-hidden="true">{value ? '✓ ' : '✗ '}</span>
        {value ? 'Yes' : 'No'}
      </chakra.span>
    );
  }
  if (typeof value === 'number') return <chakra.span fontVariantNumeric="tabular-nums">{value}</chakra.span>;
  return <chakra.code fontSize="sm">lang=&quot;{value}&quot;</chakra.code>;
}

/** What the collection saw of the site (the traits some requirements are judged on), as a definition list. */
export function SiteTraitsList({ traits }: { traits: SiteTraits }) {
  return (
    <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }} columnGap="8" rowGap="2" data-testid="site-traits">
      {SITE_TRAIT_LABELS.map(({ key, label }) => (
        <Box key={key} display="flex" justifyContent="space-between" gap="4" borderBottomWidth="1px" borderColor="border.muted" py="1" data-trait={key}>
          <chakra.dt>{label}</chakra.dt>
          <chakra.dd fontWeight="medium" textAlign="end">
            <TraitValue value={traits[key]} nullText={LANGUAGE_TRAITS.has(key) ? 'None declared' : 'Not observed'} />
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}
