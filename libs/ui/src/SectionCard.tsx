import { Card } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card section of the staff pages (admin, editions) and the methodology; the h2 names the section for assistive technology. */
export function SectionCard({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Header>
        <Card.Title as="h2" id={id}>
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body overflowX="auto">{children}</Card.Body>
    </Card.Root>
  );
}
