import { RouterLink } from '@pdpl/platform';
import { Box, Heading, Link, List, Text } from '@pdpl/ui';
import type { ReactNode } from 'react';
import { parseBlocks, type Block } from './parse-blocks';

/** **bold** and [text](href) inside a paragraph; internal links stay in the single-page app. */
function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*|\[[^\]]+\]\([^)]+\))/g).map((part, i) => {
    const bold = /^\*\*(.+)\*\*$/.exec(part);
    if (bold) return <strong key={i}>{bold[1]}</strong>;
    const link = /^\[(.+)\]\((.+)\)$/.exec(part);
    if (link) {
      const [, label, href] = link;
      return href.startsWith('/') ? (
        <Link key={i} asChild color="brand.700" textDecoration="underline">
          <RouterLink to={href}>{label}</RouterLink>
        </Link>
      ) : (
        <Link key={i} href={href} color="brand.700" textDecoration="underline">
          {label}
        </Link>
      );
    }
    return part;
  });
}

function renderBlock(block: Block, i: number) {
  switch (block.kind) {
    case 'h2':
      return (
        <Heading key={i} as="h2" size="xl" mt="8" mb="3">
          {block.text}
        </Heading>
      );
    case 'h3':
      return (
        <Heading key={i} as="h3" size="lg" mt="6" mb="2">
          {block.text}
        </Heading>
      );
    case 'ul':
    case 'ol':
      return (
        <List.Root key={i} as={block.kind} ps="6" mb="4" gap="2">
          {block.items.map((item, j) => (
            <List.Item key={j}>{inline(item)}</List.Item>
          ))}
        </List.Root>
      );
    case 'quote':
      return (
        <Box key={i} as="blockquote" borderStartWidth="4px" borderColor="brand.500" ps="4" my="6" fontStyle="italic" color="gray.700">
          {inline(block.text)}
        </Box>
      );
    default:
      return (
        <Text key={i} mb="4" lineHeight="tall">
          {inline(block.text)}
        </Text>
      );
  }
}

/** Long-form text (articles, legal pages) written in a small Markdown subset. */
export function Prose({ source }: { source: string }) {
  return <Box fontSize="lg">{parseBlocks(source).map(renderBlock)}</Box>;
}
