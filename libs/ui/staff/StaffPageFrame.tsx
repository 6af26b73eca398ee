import { Container, Heading, Stack, Text } from '@pdpl/ui';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  intro: ReactNode;
  /** Above the title: the admin pages' navigation. */
  nav?: ReactNode;
  /** Under the intro: links to the pages around this one. */
  links?: ReactNode;
  /** The wider pages hold the wider tables. */
  maxW?: '5xl' | '6xl';
  children: ReactNode;
}

/** A staff page (the admin pages, the index editions): its h1 and intro, then its sections. */
export function StaffPageFrame({ title, intro, nav, links, maxW = '5xl', children }: Props) {
  return (
    <Container maxW={maxW} py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        {nav}
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          <Text color="fg.muted">{intro}</Text>
          {links}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
