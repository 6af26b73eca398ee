import type { ScoreHistoryPoint } from '@pdpl/contracts';
import { useFormatters, useLocale } from '@pdpl/platform';
import { Box, Card, List, Text } from '@pdpl/ui';
import { useReportMessages } from '../i18n';

const W = 320;
const H = 80;
const PAD = 8;

/** A sparkline of the overall score across editions; the values are listed in text beside it. */
export function ScoreHistory({ history }: { history: ScoreHistoryPoint[] }) {
  const t = useReportMessages();
  const format = useFormatters();
  const arabic = useLocale() === 'ar';
  if (history.length === 0) return null;
  const x = (i: number) => (history.length === 1 ? W / 2 : PAD + (i * (W - 2 * PAD)) / (history.length - 1));
  const y = (score: number) => H - PAD - (score / 100) * (H - 2 * PAD);
  const points = history.map((h, i) => `${x(i)},${y(h.score)}`).join(' ');
  return (
    <Card.Root as="section" aria-labelledby="history-title" data-testid="score-history">
      <Card.Header>
        <Card.Title as="h2" id="history-title">
          {t('index.report.history.title')}
        </Card.Title>
        <Card.Description>{t('index.report.history.lead')}</Card.Description>
      </Card.Header>
      <Card.Body display="flex" gap="6" flexDirection={{ base: 'column', md: 'row' }} alignItems={{ md: 'center' }}>
        <Box flex="1" maxW="md" aria-hidden="true" dir="ltr">
          <svg viewBox={`0 0 ${W} ${H}`} width="100%" height={H} preserveAspectRatio="none">
            <line x1={PAD} x2={W - PAD} y1={y(50)} y2={y(50)} stroke="#d1d5db" strokeDasharray="4 4" />
            <polyline points={points} fill="none" stroke="#0b7a55" strokeWidth="2" vectorEffect="non-scaling-stroke" />
            {history.map((h, i) => (
              <circle key={h.month} cx={x(i)} cy={y(h.score)} r="3.5" fill="#0b7a55" />
            ))}
          </svg>
        </Box>
        <List.Root as="ol" gap="1" listStyleType="none" data-testid="score-history-values">
          {history.map((h) => (
            <List.Item key={h.month}>
              <Text as="span" color="fg.muted">
                {t('index.report.history.month', { month: arabic ? `${format.month(h.month)} (${format.hijriMonth(h.month)})` : format.month(h.month) })}
              </Text>{' '}
              <Text as="span" fontWeight="semibold">
                {format.score(h.score)}
              </Text>
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
}
