import { Box, Heading, Text } from '@chakra-ui/react';

/** Shown by a remote for a route whose page has not shipped yet, so no route is ever blank. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Box textAlign="center" py="24" px="6" data-testid="coming-soon">
      <Heading as="h1" size="2xl" mb="3">
        {title}
      </Heading>
      <Text color="fg.muted">This page is coming soon.</Text>
    </Box>
  );
}
