import { companyReportPath, type ListedCompany, type RankedCompanyRow, type SortDirection, type SortKey } from '@pdpl/contracts';
import { RouterLink, useFormatters, useLocation, useNavigate } from '@pdpl/platform';
import { Box, chakra, Table } from '@pdpl/ui';
import { memo, type MouseEvent } from 'react';
import { useCompanyText } from '../../../shared/localized-text';
import { CHANGE_MARKS, ChangeMark } from '../../../shared/ChangeText';
import { LINK_LOOK } from '../../../shared/link-look';
import { passCompany } from '../../../shared/passed-company';
import { clickedOwnControl } from '../../../shared/row-click';
import { usePageEdition } from '../../../shared/edition';
import { useCompaniesMessages } from '../i18n';
import { useIndexContractText } from '../../../shared/i18n';

const COLUMNS: { key: SortKey; label: 'index.table.company' | 'index.table.sector' | 'index.table.score' | 'index.table.change'; numeric?: boolean; wide?: boolean }[] = [
  { key: 'companyName', label: 'index.table.company' },
  { key: 'sector', label: 'index.table.sector', wide: true },
  { key: 'score', label: 'index.table.score', numeric: true },
  { key: 'change', label: 'index.table.change', numeric: true, wide: true },
];

/**
 * The body's rows are plain elements styled here, once, from the table: as Chakra parts each row
 * cost ~9 style resolutions, and the list's first render in the browser blocked the main thread for them. These are
 * the table recipe's row and cell styles for this table's variants (line, striped, size sm to md).
 */
const ROW_PARTS = {
  '& tbody tr': { bg: 'bg', cursor: 'pointer' },
  '& tbody tr:nth-of-type(odd) td': { bg: 'bg.muted' },
  '& tbody td': { textAlign: 'start', borderBottomWidth: '1px', px: { base: '2', md: '3' }, py: { base: '2', md: '3' } },
  '& td[data-part=rank]': { textAlign: 'end', color: 'fg.muted' },
  '& td[data-part=score]': { textAlign: 'end', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' },
  '& td[data-part=change]': { textAlign: 'end' },
  // The sector and the change have columns of their own from md up; on a phone they sit under the name and the score.
  '& td[data-part=sector], & td[data-part=change]': { display: { base: 'none', md: 'table-cell' } },
  '& [data-part=narrow-only]': { display: { base: 'block', md: 'none' }, fontSize: 'xs', color: 'fg.muted', fontWeight: 'normal' },
  '& [data-part=name-cell]': { display: 'flex', gap: '2.5', alignItems: 'baseline' },
  '& [data-part=choose]': { display: 'inline-flex', alignSelf: 'center', cursor: 'pointer' },
  '& [data-part=choose] input': { width: '4', height: '4', cursor: 'pointer', accentColor: 'brand.600' },
  '& a[data-part=name]': { ...LINK_LOOK, fontWeight: 'medium', color: 'fg', _hover: { ...LINK_LOOK._hover, color: 'brand.700' } },
  ...CHANGE_MARKS,
} as const;

interface Props {
  /** Each with its overall rank, whatever the current order. */
  rows: RankedCompanyRow[];
  sort: SortKey;
  direction: SortDirection;
  onSort: (key: SortKey) => void;
  /** Ids ticked for the compare page. */
  chosen: ReadonlySet<string>;
  /** No more can be ticked (the compare page's maximum is reached). */
  chooseFull: boolean;
  onChoose: (company: ListedCompany, chosen: boolean) => void;
}

/**
 * Name, sector, score and its change since the previous edition; each header sorts, each name is a real link to the report and the whole
 * row is clickable too. On a phone the sector moves under the name and the change under the score,
 * so nothing scrolls sideways. A native checkbox beside each name chooses companies to compare (no
 * design-system part to load on the list). Memoised: the page re-renders when its editions arrive,
 * and the rows need not.
 */
export const CompanyTable = memo(function CompanyTable({ rows, sort, direction, onSort, chosen, chooseFull, onChoose }: Props) {
  const t = useCompaniesMessages();
  // No previous edition (or the demo data): no change to show.
  const withChange = rows.some((r) => r.change !== undefined);
  const columns = withChange ? COLUMNS : COLUMNS.filter((c) => c.key !== 'change');
  return (
    <Box borderWidth="1px" borderRadius="lg" overflow="hidden">
      <Table.Root size={{ base: 'sm', md: 'md' }} interactive css={ROW_PARTS}>
        <Table.Caption srOnly>{t('index.table.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col" w="3.5rem" textAlign="end">
              {t('index.table.rank')}
            </Table.ColumnHeader>
            {columns.map((c) => {
              const active = sort === c.key;
              return (
                <Table.ColumnHeader
                  key={c.key}
                  scope="col"
                  textAlign={c.numeric ? 'end' : 'start'}
                  display={c.wide ? { base: 'none', md: 'table-cell' } : undefined}
                  aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                >
                  <chakra.button
                    type="button"
                    onClick={() => onSort(c.key)}
                    display="inline-flex"
                    alignItems="center"
                    gap="1"
                    fontWeight="semibold"
                    cursor="pointer"
                    borderRadius="sm"
                    _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
                  >
                    {t(c.label)}
                    <span aria-hidden="true">{active ? (direction === 'asc' ? '▲' : '▼') : '↕'}</span>
                  </chakra.button>
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((c) => (
            <CompanyTableRow
              key={c.id}
              company={c}
              withChange={withChange}
              checked={chosen.has(c.id)}
              disabled={chooseFull && !chosen.has(c.id)}
              onChoose={onChoose}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
});

interface RowProps {
  company: RankedCompanyRow;
  withChange: boolean;
  checked: boolean;
  disabled: boolean;
  onChoose: (company: ListedCompany, chosen: boolean) => void;
}

/** One company's row; memoised, so ticking one company re-renders that row and the ones it disables only. */
const CompanyTableRow = memo(function CompanyTableRow({ company: c, withChange, checked, disabled, onChoose }: RowProps) {
  const t = useCompaniesMessages();
  const tc = useIndexContractText();
  const format = useFormatters();
  const companyText = useCompanyText();
  const navigate = useNavigate();
  const { search } = useLocation();
  const month = usePageEdition();
  const openRow = (e: MouseEvent) => {
    if (clickedOwnControl(e)) return;
    navigate(companyReportPath(c.id, month), { state: passCompany(c, search) });
  };
  const name = companyText(c.companyName, c.ar?.companyName);
  return (
    <tr data-testid="company-row" onClick={openRow}>
      <td data-part="rank">{format.number(c.rank)}</td>
      <td>
        <div data-part="name-cell">
          {/* In the name's cell, not a column of its own: the table stays as narrow on a phone. */}
          <label data-part="choose">
            <input
              type="checkbox"
              checked={checked}
              disabled={disabled}
              onChange={(e) => onChoose(c, e.target.checked)}
              aria-label={t('index.compare.choose', { company: name })}
            />
          </label>
          <div>
            <RouterLink data-part="name" to={companyReportPath(c.id, month)} state={passCompany(c, search)}>
              {name}
            </RouterLink>
            <span data-part="narrow-only">{tc(c.sector)}</span>
          </div>
        </div>
      </td>
      <td data-part="sector">{tc(c.sector)}</td>
      <td data-part="score" data-testid="company-score">
        {format.score(c.score)}
        {withChange && (
          <span data-part="narrow-only">
            <ChangeMark change={c.change} />
          </span>
        )}
      </td>
      {withChange && (
        <td data-part="change" data-testid="company-change">
          <ChangeMark change={c.change} />
        </td>
      )}
    </tr>
  );
});
