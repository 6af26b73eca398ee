import { Box, Heading, Text } from '@pdpl/ui';
import type { ReactNode } from 'react';

/** The narrow card of the sign-in and set-password pages, under their h1. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Box borderWidth="1px" borderRadius="xl" p="8">
      <Heading as="h1" size="2xl" mb={intro ? '2' : '4'}>
        {title}
      </Heading>
      {intro && (
        <Text color="fg.muted" mb="6">
          {intro}
        </Text>
      )}
      {children}
    </Box>
  );
}

