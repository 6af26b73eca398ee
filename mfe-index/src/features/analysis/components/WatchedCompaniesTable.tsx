import { analysisReviewPath, type WatchedCompany } from '@pdpl/contracts';
import { RouterLink } from '@pdpl/platform';
import { Button, HStack, Link, Stack, Table, Text } from '@pdpl/ui';
import { DataTable } from '@pdpl/ui/staff';
import { useState } from 'react';
import { formatDateTime, formatEditionMonth, formatScore } from '../../../shared/format';
import { CollectionStatusBadge } from './CollectionStatusBadge';
import { ExternalLink, shortUrl } from './ExternalLink';
import { ReviewStatusBadge } from './ReviewStatusBadge';

function LastCollection({ collection }: { collection: WatchedCompany['lastCollection'] }) {
  if (!collection) return <Text color="fg.muted">Never collected</Text>;
  const finished = collection.status === 'done' || collection.status === 'failed';
  const at = finished ? (collection.finishedAt ?? collection.queuedAt) : collection.queuedAt;
  return (
    <Stack gap="1" align="flex-start">
      <CollectionStatusBadge status={collection.status} />
      <Text fontSize="xs" color="fg.muted">
        {finished ? 'Finished' : 'Queued'} <time dateTime={at}>{formatDateTime(at)}</time>
      </Text>
      {collection.status === 'failed' && collection.error && (
        <Text fontSize="sm" color="red.700" data-testid="collection-error">
          {collection.error}
        </Text>
      )}
    </Stack>
  );
}

function NewestAnalysis({ analysis }: { analysis: WatchedCompany['analysis'] }) {
  if (!analysis) return <Text color="fg.muted">Not analysed yet</Text>;
  return (
    <Stack gap="1" align="flex-start">
      <Text>
        {formatEditionMonth(analysis.month)}:{' '}
        <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid="analysis-score">
          {formatScore(analysis.score)}
        </Text>
      </Text>
      <ReviewStatusBadge reviewed={analysis.reviewed} />
    </Stack>
  );
}

interface Props {
  companies: WatchedCompany[];
  onCollect: (company: WatchedCompany) => Promise<void>;
}

/** The watched companies: who they are, their latest collection and newest analysis, and what an analyst can do next. */
export function WatchedCompaniesTable({ companies, onCollect }: Props) {
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  if (companies.length === 0) return <Text color="fg.muted">No company is watched yet: add one or import a file below.</Text>;
  const collect = async (company: WatchedCompany) => {
    setBusy((ids) => new Set(ids).add(company.id));
    await onCollect(company);
    setBusy((ids) => {
      const next = new Set(ids);
      next.delete(company.id);
      return next;
    });
  };
  return (
    <DataTable columns={['Company', 'Sector', 'Web site', 'Last collection', 'Newest analysis', 'Actions']} caption="Watched companies" data-testid="watched-companies-table">
      {companies.map((c) => (
        <Table.Row key={c.id} data-testid="watched-company-row" data-company-id={c.id} verticalAlign="top">
          <Table.Cell>
            <Text fontWeight="medium">{c.nameEn}</Text>
            <Text>
              <span dir="rtl" lang="ar">
                {c.nameAr}
              </span>
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {c.id}
            </Text>
          </Table.Cell>
          <Table.Cell>{c.sector}</Table.Cell>
          <Table.Cell>
            <ExternalLink href={c.website}>{shortUrl(c.website)}</ExternalLink>
          </Table.Cell>
          <Table.Cell>
            <LastCollection collection={c.lastCollection} />
          </Table.Cell>
          <Table.Cell>
            <NewestAnalysis analysis={c.analysis} />
          </Table.Cell>
          <Table.Cell>
            <HStack gap="3" wrap="wrap">
              {c.analysis && (
                <Link asChild color="brand.700" fontWeight="medium">
                  <RouterLink to={analysisReviewPath(c.id, c.analysis.month)} aria-label={`Review ${c.nameEn} (${formatEditionMonth(c.analysis.month)})`}>
                    Review
                  </RouterLink>
                </Link>
              )}
              <Button size="xs" variant="outline" loading={busy.has(c.id)} loadingText="Queueing..." onClick={() => void collect(c)} aria-label={`Collect now: ${c.nameEn}`}>
                Collect now
              </Button>
            </HStack>
          </Table.Cell>
        </Table.Row>
      ))}
    </DataTable>
  );
}
