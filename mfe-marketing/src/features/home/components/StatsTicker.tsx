import { Button, Stack, Text } from '@pdpl/ui';
import { useEffect, useState } from 'react';
import { TICKER_INTERVAL_MS, TICKER_ITEMS } from '../content/stats';
import { useHomeMessages } from '../i18n';

/**
 * Cycles the five market figures every 2 s. A pause button satisfies WCAG 2.2.2 (content that
 * updates on its own for more than five seconds must be pausable).
 */
export function StatsTicker() {
  const t = useHomeMessages();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % TICKER_ITEMS.length), TICKER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused]);

  return (
    <Stack align="center" gap="2" mb="8">
      <Text color="brand.900" fontSize={{ base: 'md', md: 'lg' }}>
        {t('marketing.home.ticker.intro')}
      </Text>
      {/* One fixed-height line across the column, so changing figures move neither the content below
          nor the line; each figure is a new node, not the old text moved (a layout shift, centred). */}
      <Text as="strong" data-testid="stats-ticker" display="block" alignSelf="stretch" textAlign="center" h="10" lineHeight="2.5rem" fontSize={{ base: 'xl', md: '2xl' }} color="brand.700">
        <span key={index}>{t(`marketing.home.ticker.item${TICKER_ITEMS[index]!}`)}</span>
      </Text>
      <Button size="xs" variant="outline" colorPalette="brand" onClick={() => setPaused((p) => !p)}>
        {t(paused ? 'marketing.home.ticker.resume' : 'marketing.home.ticker.pause')}
      </Button>
    </Stack>
  );
}
