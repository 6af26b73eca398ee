import { Box, Heading, Text } from '@pdpl/ui';
import { useId } from 'react';

/** One titled block of an expanded card; the source text separates items with line breaks, kept here. */
export function DetailText({ title, text }: { title: string; text: string }) {
  const headingId = useId();
  return (
    <Box role="group" aria-labelledby={headingId}>
      <Heading as="h3" id={headingId} size="sm" mb="1">
        {title}
      </Heading>
      <Text whiteSpace="pre-line" overflowWrap="anywhere" color="fg">
        {text}
      </Text>
    </Box>
  );
}
