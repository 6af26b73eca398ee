import { Button, CloseButton, Dialog, Heading, Portal, Stack, Text } from '@pdpl/ui';

/** The explanatory modal of index-blog-admin.md §1: benchmarking, data, why, how, transparency. */
const TOPICS = [
  {
    title: 'Benchmarking',
    text: "The PDPL Compliance Index benchmarks the 100 largest private companies in Saudi Arabia (inaugural edition) against the Kingdom's Personal Data Protection Law, so each company can see where it stands next to its peers and its sector.",
  },
  {
    title: 'A Data-Driven View',
    text: 'Every score is built only from public information: the privacy notice, the cookie notice and key website traits. Scores are computed on 19 granular dimensions and combined into an overall rating on a 0-100 scale.',
  },
  {
    title: 'Why It Matters',
    text: 'Under the PDPL, organisations must tell people clearly how their personal data is collected, used, shared and kept. A public notice is often the first evidence regulators, customers and partners see of a privacy programme.',
  },
  {
    title: 'How We Measure',
    text: 'Three aspects are scored. Clarity: are data practices communicated understandably? Completeness: are all relevant privacy topics covered? Compliance: do disclosures meet PDPL obligations and industry norms? Each assessment also lists best practices, critical gaps and recommendations.',
  },
  {
    title: 'Driving Transparency',
    text: 'The index is public and updated monthly, for companies, compliance teams and consumers alike: it rewards clear, complete notices and shows every company a concrete path to improve.',
  },
];

export function HowTheIndexWorksDialog() {
  return (
    <Dialog.Root size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <Dialog.Trigger asChild>
        <Button colorPalette="brand" variant="outline">
          How the Index Works
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>About the PDPL Compliance Index</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                {TOPICS.map((t) => (
                  <Stack key={t.title} gap="1">
                    <Heading as="h3" size="md">
                      {t.title}
                    </Heading>
                    <Text>{t.text}</Text>
                  </Stack>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
