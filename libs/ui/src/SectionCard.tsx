import { Card } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A titled card section of the staff pages (admin, editions), the methodology and the report; the h2
 * names the section for assistive technology; an optional description follows it.
 */
export function SectionCard({ title, id, description, testId, children }: { title: string; id: string; description?: string; testId?: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id} data-testid={testId}>
      <Card.Header>
        <Card.Title as="h2" id={id}>
          {title}
        </Card.Title>
        {description && <Card.Description>{description}</Card.Description>}
      </Card.Header>
      <Card.Body overflowX="auto">{children}</Card.Body>
    </Card.Root>
  );
}
