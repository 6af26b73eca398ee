import { Badge, HStack, Text } from '@pdpl/ui';
import type { Article } from '../articles';
import { useArticleText } from '../i18n';

export function ArticleMeta({ article }: { article: Article }) {
  const text = useArticleText(article);
  return (
    <HStack gap="3" wrap="wrap" color="gray.700" fontSize="sm">
      <Text>{text.author}</Text>
      <Text aria-hidden="true">·</Text>
      <Text>{article.date}</Text>
      {text.categories.map((c) => (
        <Badge key={c} colorPalette="brand" variant="subtle">
          {c}
        </Badge>
      ))}
    </HStack>
  );
}
