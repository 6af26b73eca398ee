import type { DimensionEvidence } from '@pdpl/contracts';
import { richText, useFormatters } from '@pdpl/platform';
import { Box, chakra, Link, Text } from '@pdpl/ui';
import { useDetailsMessages } from '../i18n';

/**
 * The passage of the company's privacy notice a score rests on, quoted as the notice has it (in
 * its own language and direction), with its source and the day it was read.
 */
export function EvidenceQuote({ evidence }: { evidence: DimensionEvidence }) {
  const t = useDetailsMessages();
  const { date } = useFormatters();
  return (
    <chakra.figure m="0" borderStartWidth="4px" borderStartColor="brand.500" bg="bg.subtle" borderRadius="md" px="4" py="3">
      <Text as="h3" fontWeight="semibold" fontSize="sm" mb="1">
        {t('index.details.evidence')}
      </Text>
      <chakra.blockquote cite={evidence.url} m="0" dir="auto" fontStyle="italic" overflowWrap="anywhere">
        <Text whiteSpace="pre-line">“{evidence.quote}”</Text>
      </chakra.blockquote>
      <Box as="figcaption" mt="2" fontSize="sm" color="fg.muted">
        {richText(t('index.details.evidenceSource', { date: date(evidence.retrieved) }), {
          source: (text) => (
            <Link href={evidence.url} target="_blank" rel="noopener noreferrer" color="brand.700" textDecoration="underline" overflowWrap="anywhere">
              {text}
            </Link>
          ),
        })}
      </Box>
    </chakra.figure>
  );
}
