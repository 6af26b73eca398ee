import { Card, Heading, SimpleGrid, Text } from '@pdpl/ui';

/** A grid of titled text cards: the benefit lists of /KSA and /januarypilot. */
export function CardGrid({ items }: { items: readonly { id: string; title: string; text: string }[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
      {items.map((item) => (
        <Card.Root key={item.id}>
          <Card.Body>
            <Heading as="h3" size="md" mb="2" color="brand.700">
              {item.title}
            </Heading>
            <Text>{item.text}</Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
