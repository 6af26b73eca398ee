import { companyReportPath, type CompanyReport } from '@pdpl/contracts';
import { RouterLink, useFormatters, useLocale } from '@pdpl/platform';
import { Box, Card, Link, List, Text } from '@pdpl/ui';
import { editionMonth } from '../../../shared/edition';
import { useReportMessages } from '../i18n';

const W = 320;
const H = 80;
const PAD = 8;

/**
 * A sparkline of the overall score across editions; the values are listed in text beside it, each
 * month a link to the company's report in that edition (the current one at its plain URL).
 */
export function ScoreHistory({ report }: { report: Pick<CompanyReport, 'id' | 'history' | 'edition'> }) {
  const { history } = report;
  const reportIn = (month: string) =>
    report.edition.current && month === report.edition.month ? companyReportPath(report.id) : companyReportPath(report.id, editionMonth(month));
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
              <Link asChild color="brand.700" aria-current={h.month === report.edition.month ? 'page' : undefined}>
                <RouterLink to={reportIn(h.month)}>
                  {t('index.report.history.month', { month: arabic ? `${format.month(h.month)} (${format.hijriMonth(h.month)})` : format.month(h.month) })}
                </RouterLink>
              </Link>{' '}
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
