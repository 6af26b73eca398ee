import { Box, Container, Heading, Text } from '@pdpl/ui';
import type { ReactNode } from 'react';

/** A page around one lead form (waiting list, contact): a way back, the title, an intro, the form in a card. */
export function FormPage({ back, title, intro, children }: { back: ReactNode; title: string; intro: string; children: ReactNode }) {
  return (
    <Container maxW="3xl" py={{ base: '10', md: '16' }}>
      {back}
      <Heading as="h1" size="3xl" mb="3">
        {title}
      </Heading>
      <Text color="fg.muted" mb="8">
        {intro}
      </Text>
      <Box borderWidth="1px" borderRadius="xl" p={{ base: '5', md: '8' }} bg="bg">
        {children}
      </Box>
    </Container>
  );
}
