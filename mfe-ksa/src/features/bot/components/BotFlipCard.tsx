import { Box, chakra, Text } from '@pdpl/ui';
import { useState } from 'react';
import type { BotPhase } from '../content/bot-phases';
import { useBotMessages } from '../i18n';

const FACE = { display: 'block', position: 'absolute', inset: '0', p: '6', borderRadius: 'xl', backfaceVisibility: 'hidden', transition: 'visibility 0s 0.25s' } as const;

/**
 * A phase card that flips between its summary and its activities on click, on its own. It is a
 * button so it works by keyboard; the face turned away is hidden (halfway through the turn) so it is not read.
 */
export function BotFlipCard({ phase }: { phase: BotPhase }) {
  const [flipped, setFlipped] = useState(false);
  const t = useBotMessages();
  const name = t(`ksa.bot.${phase.id}.name`);
  const duration = t(`ksa.bot.${phase.id}.duration`);
  return (
    <chakra.button
      type="button"
      aria-pressed={flipped}
      onClick={() => setFlipped((f) => !f)}
      position="relative"
      h="72"
      w="full"
      textAlign="start"
      cursor="pointer"
      borderRadius="xl"
      css={{ perspective: '1000px' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
    >
      <Box
        as="span"
        display="block"
        position="relative"
        h="full"
        transition="transform 0.5s"
        transformStyle="preserve-3d"
        transform={flipped ? 'rotateY(180deg)' : undefined}
        css={{ '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}
      >
        <Box as="span" {...FACE} bg="white" borderWidth="1px" borderColor="brand.500" visibility={flipped ? 'hidden' : 'visible'}>
          <Text as="span" display="block" fontSize="2xl" fontWeight="bold" color="brand.700">
            {name}
          </Text>
          <Text as="span" display="block" fontWeight="semibold" mb="3">
            {duration}
          </Text>
          <Text as="span" display="block" color="fg.muted">
            {t(`ksa.bot.${phase.id}.summary`)}
          </Text>
          <Text as="span" display="block" position="absolute" bottom="6" color="brand.700" fontWeight="medium">
            {t('ksa.bot.flipHint')}
          </Text>
        </Box>
        <Box as="span" {...FACE} bg="brand.700" color="white" transform="rotateY(180deg)" visibility={flipped ? 'visible' : 'hidden'}>
          <Text as="span" display="block" fontSize="xl" fontWeight="bold" mb="3">
            {t('ksa.bot.backTitle', { name, duration })}
          </Text>
          {phase.details.map((d) => (
            <Text as="span" key={d} display="block" mb="2">
              • {t(`ksa.bot.detail.${d}`)}
            </Text>
          ))}
        </Box>
      </Box>
    </chakra.button>
  );
}
