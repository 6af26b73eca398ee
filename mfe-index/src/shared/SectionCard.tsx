import { Card } from '@pdpl/ui';
import type { ReactNode } from 'react';

/** A titled card section of the staff and methodology pages; the h2 names the section for assistive technology. */
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
