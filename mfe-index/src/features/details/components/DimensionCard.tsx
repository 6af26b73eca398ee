import type { DetailSection } from '@pdpl/contracts';
import { Card, chakra, Collapsible, Heading, Stack, Text } from '@pdpl/ui';
import { useCompanyText } from '../../../shared/localized-text';
import { useDetailsMessages } from '../i18n';
import { DetailText } from './DetailText';
import { EvidenceQuote } from './EvidenceQuote';
import { RequirementList } from './RequirementList';
import { ChangeText } from '../../../shared/ChangeText';
import { ScoreBadge } from '../../../shared/ScoreBadge';
import { useIndexContractText } from '../../../shared/i18n';

// Shown only when non-empty (§2.4), in this order.
const BLOCKS = ['reason', 'bestPractices', 'criticalIssues', 'recommendations'] as const;

/** Cards fade in one after the other (§2.4); a user who asked for reduced motion gets them at once. */
const STAGGER_MS = 50;

/** One dimension: a heading-wrapped toggle (name and score) over its collapsed details. */
export function DimensionCard({ section, index, rubricVersion }: { section: DetailSection; index: number; rubricVersion?: string }) {
  const t = useDetailsMessages();
  const tc = useIndexContractText();
  const companyText = useCompanyText();
  const blocks = BLOCKS.map((key) => [key, companyText(section[key], section.ar?.[key]).trim()] as const).filter(([, text]) => text !== '');
  const hasRequirements = (section.requirements?.length ?? 0) > 0;
  return (
    <Card.Root
      as="li"
      variant="outline"
      overflow="hidden"
      animationName="fade-in, slide-from-bottom"
      animationDuration="slow"
      animationTimingFunction="ease-out"
      animationFillMode="backwards"
      style={{ animationDelay: `${index * STAGGER_MS}ms` }}
      _motionReduce={{ animation: 'none' }}
    >
      <Collapsible.Root>
        <Heading as="h2" size="md">
          {/* Named by its content, the section then the badge's label: what users see is what they say (WCAG 2.5.3). */}
          <Collapsible.Trigger
            display="flex"
            alignItems="center"
            gap="3"
            w="full"
            px={{ base: '4', md: '5' }}
            py="3"
            textAlign="start"
            cursor="pointer"
            _hover={{ bg: 'bg.subtle' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' }}
          >
            <Text as="span" flex="1" minW="0" overflowWrap="anywhere">
              {tc(section.name)}
            </Text>
            <ScoreBadge score={section.normalizedScore} />
            <ChangeText change={section.change} />
            <Chevron />
          </Collapsible.Trigger>
        </Heading>
        <Collapsible.Content _motionReduce={{ animation: 'none' }}>
          <Stack gap="4" px={{ base: '4', md: '5' }} pb="5" pt="1">
            {blocks.map(([key, text]) => (
              <DetailText key={key} title={t(`index.details.${key}`)} text={text} />
            ))}
            {hasRequirements && <RequirementList requirements={section.requirements!} rubricVersion={rubricVersion} />}
            {section.evidence && <EvidenceQuote evidence={section.evidence} />}
            {blocks.length === 0 && !section.evidence && !hasRequirements && <Text color="fg.muted">{t('index.details.none')}</Text>}
          </Stack>
        </Collapsible.Content>
      </Collapsible.Root>
    </Card.Root>
  );
}

/** Points down when collapsed, up when open (the trigger carries data-state). */
function Chevron() {
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      boxSize="5"
      flexShrink={0}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      transition="transform 0.2s"
      _motionReduce={{ transition: 'none' }}
      css={{ '[data-state=open] > &': { transform: 'rotate(180deg)' } }}
    >
      <path d="m6 9 6 6 6-6" />
    </chakra.svg>
  );
}
