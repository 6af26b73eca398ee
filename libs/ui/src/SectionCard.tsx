import { Card, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  id: string;
  /** Under the title: what the section holds (a Card.Description), or a count. */
  description?: ReactNode;
  /** Beside the title (under it on narrow screens): the section's buttons. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled card section of the staff pages (admin, editions) and the methodology; the h2 names the section for assistive technology. */
export function SectionCard({ title, id, description, actions, children }: Props) {
  const heading = (
    <Card.Title as="h2" id={id}>
      {title}
    </Card.Title>
  );
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Header>
        {actions ? (
          <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="3">
            {heading}
            {actions}
          </Flex>
        ) : (
          heading
        )}
        {description}
      </Card.Header>
      <Card.Body overflowX="auto">{children}</Card.Body>
    </Card.Root>
  );
}
