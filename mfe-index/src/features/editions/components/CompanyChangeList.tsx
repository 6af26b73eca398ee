import { Heading, List, Stack, Text } from '@pdpl/ui';

/** The companies a draft adds to, or removes from, the public index. */
export function CompanyChangeList({ title, id, companies }: { title: string; id: string; companies: { id: string; companyName: string }[] }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="2" data-testid={id}>
      <Heading as="h3" size="md" id={id}>
        {title} ({companies.length})
      </Heading>
      {companies.length === 0 ? (
        <Text color="fg.muted">None.</Text>
      ) : (
        <List.Root as="ul" ps="5" gap="1" maxH="16rem" overflowY="auto" tabIndex={0} aria-labelledby={id}>
          {companies.map((c) => (
            <List.Item key={c.id}>
              {c.companyName}{' '}
              <Text as="span" color="fg.muted" fontSize="sm">
                ({c.id})
              </Text>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
