import { Box, chakra, Text } from '@pdpl/ui';
import { useState } from 'react';
import type { BOT_PHASES } from '../content/bot-phases';

const FACE = { display: 'block', position: 'absolute', inset: '0', p: '6', borderRadius: 'xl', backfaceVisibility: 'hidden', transition: 'visibility 0s 0.25s' } as const;

/**
 * A phase card that flips between its summary and its activities on click, on its own. It is a
 * button so it works by keyboard; the face turned away is hidden (halfway through the turn) so it is not read.
 */
export function BotFlipCard({ phase }: { phase: (typeof BOT_PHASES)[number] }) {
  const [flipped, setFlipped] = useState(false);
  return (
    <chakra.button
      type="button"
      aria-pressed={flipped}
      onClick={() => setFlipped((f) => !f)}
      position="relative"
      h="72"
      w="full"
      textAlign="left"
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
            {phase.name}
          </Text>
          <Text as="span" display="block" fontWeight="semibold" mb="3">
            {phase.duration}
          </Text>
          <Text as="span" display="block" color="fg.muted">
            {phase.summary}
          </Text>
          <Text as="span" display="block" position="absolute" bottom="6" color="brand.700" fontWeight="medium">
            Click to see activities
          </Text>
        </Box>
        <Box as="span" {...FACE} bg="brand.700" color="white" transform="rotateY(180deg)" visibility={flipped ? 'visible' : 'hidden'}>
          <Text as="span" display="block" fontSize="xl" fontWeight="bold" mb="3">
            {phase.name}: {phase.duration}
          </Text>
          {phase.details.map((d) => (
            <Text as="span" key={d} display="block" mb="2">
              • {d}
            </Text>
          ))}
        </Box>
      </Box>
    </chakra.button>
  );
}
