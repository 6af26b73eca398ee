import { Badge, HStack, Text } from '@pdpl/ui';
import type { Article } from '../articles';

export function ArticleMeta({ article }: { article: Article }) {
  return (
    <HStack gap="3" wrap="wrap" color="gray.700" fontSize="sm">
      <Text>{article.author}</Text>
      <Text aria-hidden="true">·</Text>
      <Text>{article.date}</Text>
      {article.categories.map((c) => (
        <Badge key={c} colorPalette="brand" variant="subtle">
          {c}
        </Badge>
      ))}
    </HStack>
  );
}
