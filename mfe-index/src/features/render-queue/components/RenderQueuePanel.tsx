import type { RenderQueueStatus } from '@pdpl/contracts';
import { richText, useFormatters, useLocale } from '@pdpl/platform';
import { Badge, Box, Button, chakra, Heading, HStack, Link, Spinner, Stack, Table, Text } from '@pdpl/ui';
import { DataTable, SectionCard } from '@pdpl/ui/staff';
import type { ReactNode } from 'react';
import { useRenderQueueMessages } from '../i18n';
import { nextReadIn, sitePathHref } from '../model/render-queue';
import { formatAgoIn, formatDateTimeIn } from '../model/time-format';
import type { RenderQueueState } from '../use-render-queue';

type Translate = ReturnType<typeof useRenderQueueMessages>;

interface Props extends RenderQueueState {
  onRefresh: () => void;
}

/** A moment in the page's language, machine-readable too. */
function Moment({ iso, children }: { iso: string; children: ReactNode }) {
  return <time dateTime={iso}>{children}</time>;
}

/** Counts as a description list: each label, then its number in the page's digits. */
function Counts({ items, testId }: { items: { key: string; label: string; value: ReactNode }[]; testId: string }) {
  return (
    <chakra.dl display="flex" flexWrap="wrap" columnGap="6" rowGap="1" data-testid={testId}>
      {items.map(({ key, label, value }) => (
        <HStack key={key} gap="1">
          <chakra.dt color="fg.muted">{label}</chakra.dt>
          <chakra.dd fontWeight="semibold" fontVariantNumeric="tabular-nums" data-count={key}>
            {value}
          </chakra.dd>
        </HStack>
      ))}
    </chakra.dl>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h3" size="md" id={id} mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/**
 * The render queue of the index's pages, for analysts and admins: the pages waiting (a live region)
 * and since when, the last pass, the pages stored, why the last pass stopped short, and the newest
 * failures with a link to each page. A card of the editions page, in the page's language.
 */
export function RenderQueuePanel({ status, readAt, failure, refreshing, onRefresh }: Props) {
  const t = useRenderQueueMessages();
  const locale = useLocale();
  const format = useFormatters();
  const time = (iso: string) => <Moment iso={iso}>{formatDateTimeIn(locale, iso)}</Moment>;
  return (
    <SectionCard
      title={t('index.renderQueue.title')}
      id="render-queue-title"
      testId="render-queue"
      description={t('index.renderQueue.intro')}
      actions={
        <HStack gap="3">
          {refreshing && <Spinner size="sm" color="brand.500" aria-hidden />}
          <Button size="sm" variant="outline" colorPalette="brand" onClick={onRefresh} aria-label={t('index.renderQueue.refreshLabel')}>
            {t('index.renderQueue.refresh')}
          </Button>
        </HStack>
      }
    >
      <Stack gap="6">
        {failure && (
          <Text role="alert" color="red.700" data-testid="render-queue-failure">
            {t('index.renderQueue.readFailed', { reason: failure })}
          </Text>
        )}
        {status ? (
          <QueueStatus status={status} readAt={readAt} t={t} time={time} number={format.number} locale={locale} />
        ) : (
          !failure && (
            <HStack gap="3" role="status">
              <Spinner color="brand.500" />
              <Text>{t('index.renderQueue.loading')}</Text>
            </HStack>
          )
        )}
      </Stack>
    </SectionCard>
  );
}

interface StatusProps {
  status: RenderQueueStatus;
  readAt: number;
  t: Translate;
  time: (iso: string) => ReactNode;
  number: (value: number) => string;
  locale: ReturnType<typeof useLocale>;
}

function QueueStatus({ status, readAt, t, time, number, locale }: StatusProps) {
  const { pass } = status;
  const timeTag = (iso: string | null) => ({ time: () => (iso ? time(iso) : null) });
  return (
    <>
      <Part id="render-queue-waiting-title" title={t('index.renderQueue.waiting.heading')}>
        <Stack gap="1">
          <Text role="status" fontWeight="medium" data-testid="render-queue-waiting" data-pending={status.pending}>
            {status.pending > 0 ? t('index.renderQueue.waiting.count', { count: status.pending }) : t('index.renderQueue.waiting.none')}
          </Text>
          {status.pending > 0 && status.pendingSince && (
            <Text data-testid="render-queue-since">
              {richText(t('index.renderQueue.waiting.since', { time: formatDateTimeIn(locale, status.pendingSince), ago: formatAgoIn(locale, status.pendingSince, readAt) }), timeTag(status.pendingSince))}
            </Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            {status.checkedAt
              ? richText(t('index.renderQueue.checkedAt', { time: formatDateTimeIn(locale, status.checkedAt) }), timeTag(status.checkedAt))
              : t('index.renderQueue.neverChecked')}
          </Text>
        </Stack>
      </Part>

      <Part id="render-queue-pass-title" title={t('index.renderQueue.pass.heading')}>
        {pass.startedAt === null ? (
          <Text color="fg.muted" data-testid="render-queue-pass">
            {t('index.renderQueue.pass.none')}
          </Text>
        ) : (
          <Counts
            testId="render-queue-pass"
            items={[
              { key: 'started', label: t('index.renderQueue.pass.started'), value: time(pass.startedAt) },
              {
                key: 'ended',
                label: t('index.renderQueue.pass.ended'),
                value: pass.endedAt ? (
                  time(pass.endedAt)
                ) : (
                  <Badge colorPalette="blue" variant="subtle" data-testid="render-queue-running">
                    {t('index.renderQueue.pass.running')}
                  </Badge>
                ),
              },
              { key: 'rendered', label: t('index.renderQueue.pass.rendered'), value: number(pass.rendered) },
              { key: 'failed', label: t('index.renderQueue.pass.failed'), value: number(pass.failed) },
            ]}
          />
        )}
      </Part>

      <Part id="render-queue-stored-title" title={t('index.renderQueue.stored.heading')}>
        <Counts
          testId="render-queue-stored"
          items={[
            { key: 'rendered', label: t('index.renderQueue.stored.rendered'), value: number(status.stored.rendered) },
            { key: 'failed', label: t('index.renderQueue.stored.failed'), value: number(status.stored.failed) },
          ]}
        />
      </Part>

      {status.lastError && (
        <Part id="render-queue-error-title" title={t('index.renderQueue.lastError.heading')}>
          {/* The error is the server's own text (English): its direction is its own. */}
          <Text color="red.700" data-testid="render-queue-last-error">
            <chakra.span dir="auto">{status.lastError}</chakra.span>
          </Text>
        </Part>
      )}

      <Part id="render-queue-failures-title" title={t('index.renderQueue.failures.heading')}>
        {status.failures.length === 0 ? (
          <Text color="fg.muted" data-testid="render-queue-no-failures">
            {t('index.renderQueue.failures.none')}
          </Text>
        ) : (
          <DataTable
            columns={[t('index.renderQueue.failures.page'), t('index.renderQueue.failures.error'), t('index.renderQueue.failures.at')]}
            caption={t('index.renderQueue.failures.caption')}
            data-testid="render-queue-failures"
          >
            {status.failures.map((f, index) => {
              const href = sitePathHref(f.path);
              return (
                <Table.Row key={`${f.at}|${f.path}|${index}`} data-testid="render-failure">
                  <Table.Cell>
                    {href ? (
                      <Link href={href} color="brand.700" dir="ltr" wordBreak="break-all">
                        {f.path}
                      </Link>
                    ) : (
                      <chakra.span dir="ltr" wordBreak="break-all">
                        {f.path}
                      </chakra.span>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <chakra.span dir="auto">{f.error}</chakra.span>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{time(f.at)}</Table.Cell>
                </Table.Row>
              );
            })}
          </DataTable>
        )}
      </Part>

      <Text fontSize="sm" color="fg.muted" data-testid="render-queue-read-at">
        {t('index.renderQueue.readAt', { time: formatDateTimeIn(locale, new Date(readAt).toISOString()), seconds: nextReadIn(status) / 1000 })}
      </Text>
    </>
  );
}
