import { HOME_SECTIONS, SITE } from '@pdpl/contracts';
import { Table } from '@pdpl/ui';
import { Section } from './Section';

const ROWS = [
  { topic: 'Who does the work', legacy: 'Your team fills in forms and questionnaires', ours: 'Agents draft and execute; your team reviews and decides' },
  { topic: 'Regulatory grounding', legacy: 'Generic GDPR templates adapted by hand', ours: 'Workflows mapped to PDPL articles, across 160+ laws' },
  { topic: 'Language', legacy: 'English-only interfaces', ours: 'Arabic and English, with right-to-left layout' },
  { topic: 'Where data lives', legacy: 'Hosted abroad, raising transfer questions', ours: 'Hosted in Saudi Arabia; never used to train shared models' },
  { topic: 'Time to value', legacy: 'Months of configuration and consultants', ours: 'Fast setup; first RoPA and DPIAs in weeks' },
  { topic: 'Capacity', legacy: 'Headcount grows with the workload', ours: '80%+ less manual work and 5x+ team capacity' },
];

export function DifferenceSection() {
  return (
    <Section
      id={HOME_SECTIONS.difference}
      eyebrow="What makes it different"
      title={`Legacy privacy tools versus ${SITE.productName}`}
      intro={`Most privacy software records the work. ${SITE.productName} does the work, and shows you how it did it.`}
    >
      <Table.ScrollArea borderWidth="1px" borderRadius="lg" tabIndex={0} role="region" aria-label="Comparison table">
        <Table.Root size="md">
          <Table.Caption srOnly>{`How legacy privacy tools compare with ${SITE.productName}`}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">Area</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Legacy tools</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{SITE.productName}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {ROWS.map((r) => (
              <Table.Row key={r.topic}>
                <Table.ColumnHeader scope="row" fontWeight="semibold">
                  {r.topic}
                </Table.ColumnHeader>
                <Table.Cell color="gray.700">{r.legacy}</Table.Cell>
                <Table.Cell color="brand.700" fontWeight="medium">
                  {r.ours}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Section>
  );
}
