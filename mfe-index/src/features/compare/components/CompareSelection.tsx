import { COMPARE, filterByName, type CompanyRow } from '@pdpl/contracts';
import { Box, Button, Field, Heading, HStack, Input, Stack, Text, chakra } from '@pdpl/ui';
import { useMemo, useRef, useState } from 'react';
import { useCompanyText } from '../../../shared/localized-text';
import { useCompareMessages } from '../i18n';
import type { CompanyListState } from '../use-compare-data';

const SHOWN_MATCHES = 8;

interface Props {
  ids: readonly string[];
  list: CompanyListState;
  onChange: (ids: string[]) => void;
}

/**
 * The chosen companies, each with a Remove button, and a search that adds one: plain buttons in a
 * list under a search box, which a keyboard and a screen reader use without any widget to learn.
 */
export function CompareSelection({ ids, list, onChange }: Props) {
  const t = useCompareMessages();
  const companyText = useCompanyText();
  const [search, setSearch] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const searchBox = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => (list.status === 'loaded' ? list.rows : []), [list]);
  const byId = useMemo(() => new Map(rows.map((r) => [r.id, r])), [rows]);
  const name = (id: string) => {
    const row = byId.get(id);
    return row ? companyText(row.companyName, row.ar?.companyName) : id;
  };
  const matches = useMemo(() => (search.trim() ? filterByName(rows, search).filter((r) => !ids.includes(r.id)) : []), [rows, search, ids]);

  const remove = (id: string) => {
    onChange(ids.filter((each) => each !== id));
    // The button goes with its company: the list's heading keeps the keyboard's place.
    heading.current?.focus();
  };
  const add = (company: CompanyRow) => {
    onChange([...ids, company.id]);
    setSearch('');
    // Its button goes with the search: the search box keeps the keyboard's place, to add another.
    searchBox.current?.querySelector('input')?.focus();
  };

  return (
    <Stack as="section" aria-labelledby="compare-chosen-title" gap="4" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }} data-testid="compare-selection">
      <Heading as="h2" size="md" id="compare-chosen-title" ref={heading} tabIndex={-1} _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}>
        {t('index.comparePage.chosen.title')}
      </Heading>
      {ids.length === 0 ? (
        <Text color="fg.muted">{t('index.comparePage.chosen.none')}</Text>
      ) : (
        <chakra.ul listStyleType="none" display="flex" flexWrap="wrap" gap="2">
          {ids.map((id) => (
            <chakra.li key={id} display="flex" alignItems="center" gap="1" borderWidth="1px" borderRadius="full" ps="3" pe="1" py="1" bg="gray.50">
              <Text fontSize="sm" fontWeight="medium">
                {name(id)}
              </Text>
              <Button size="xs" variant="ghost" borderRadius="full" aria-label={t('index.comparePage.remove', { company: name(id) })} onClick={() => remove(id)}>
                <span aria-hidden="true">×</span>
              </Button>
            </chakra.li>
          ))}
        </chakra.ul>
      )}
      {list.status === 'failed' ? (
        <Text role="note" fontSize="sm" color="fg.muted">
          {t('index.comparePage.add.unavailable')}
        </Text>
      ) : ids.length >= COMPARE.max ? (
        <Text fontSize="sm" color="fg.muted">
          {t('index.comparePage.add.full', { max: COMPARE.max })}
        </Text>
      ) : (
        <Box ref={searchBox}>
          <Field.Root maxW={{ base: 'full', md: 'sm' }}>
            <Field.Label>{t('index.comparePage.add.label')}</Field.Label>
            <Input type="search" value={search} placeholder={t('index.comparePage.add.placeholder')} maxLength={200} onChange={(e) => setSearch(e.target.value)} />
          </Field.Root>
          <Text role="status" fontSize="sm" color="fg.muted" mt="2">
            {search.trim() === ''
              ? ''
              : matches.length === 0
                ? t('index.comparePage.add.none', { search: search.trim() })
                : `${t('index.comparePage.add.matches', { count: matches.length })}${matches.length > SHOWN_MATCHES ? ` ${t('index.comparePage.add.more', { shown: SHOWN_MATCHES })}` : ''}`}
          </Text>
          {matches.length > 0 && (
            <chakra.ul listStyleType="none" mt="2" display="flex" flexDirection="column" gap="1" data-testid="compare-matches">
              {matches.slice(0, SHOWN_MATCHES).map((row) => (
                <li key={row.id}>
                  <Button size="sm" variant="outline" onClick={() => add(row)}>
                    <HStack gap="1">
                      <span aria-hidden="true">+</span>
                      <span>{t('index.comparePage.add.button', { company: companyText(row.companyName, row.ar?.companyName) })}</span>
                    </HStack>
                  </Button>
                </li>
              ))}
            </chakra.ul>
          )}
        </Box>
      )}
    </Stack>
  );
}
