import { Accordion, Heading, Text } from '@pdpl/ui';
import type { ReactNode } from 'react';

export interface AccordionEntry {
  id: string;
  title: string;
  body: ReactNode;
}

/** An accordion whose toggles sit in h3 headings, so the entries show in the page outline. */
export function HeadedAccordion({ entries }: { entries: readonly AccordionEntry[] }) {
  return (
    <Accordion.Root collapsible multiple variant="enclosed" bg="white">
      {entries.map((entry) => (
        <Accordion.Item key={entry.id} value={entry.id}>
          <Heading as="h3" size="md">
            <Accordion.ItemTrigger cursor="pointer" py="4">
              <Text as="span" flex="1" textAlign="start" fontWeight="semibold">
                {entry.title}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody>{entry.body}</Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
