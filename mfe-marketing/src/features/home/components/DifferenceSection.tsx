import { HOME_SECTIONS } from '@pdpl/contracts';
import { Section, Table } from '@pdpl/ui';
import { useBelowFoldMessages } from '../below-fold/i18n';

const ROWS = [1, 2, 3, 4, 5, 6] as const;

export function DifferenceSection() {
  const t = useBelowFoldMessages();
  return (
    <Section
      id={HOME_SECTIONS.difference}
      eyebrow={t('marketing.home.difference.eyebrow')}
      title={t('marketing.home.difference.title')}
      intro={t('marketing.home.difference.intro')}
    >
      <Table.ScrollArea borderWidth="1px" borderRadius="lg" tabIndex={0} role="region" aria-label={t('marketing.home.difference.tableLabel')}>
        <Table.Root size="md">
          <Table.Caption srOnly>{t('marketing.home.difference.caption')}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t('marketing.home.difference.area')}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t('marketing.home.difference.legacy')}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t('marketing.home.difference.ours')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {ROWS.map((n) => (
              <Table.Row key={n}>
                <Table.ColumnHeader scope="row" fontWeight="semibold">
                  {t(`marketing.home.difference.row${n}.topic`)}
                </Table.ColumnHeader>
                <Table.Cell color="gray.700">{t(`marketing.home.difference.row${n}.legacy`)}</Table.Cell>
                <Table.Cell color="brand.700" fontWeight="medium">
                  {t(`marketing.home.difference.row${n}.ours`)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Section>
  );
}
