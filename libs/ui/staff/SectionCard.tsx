import { Card, Flex } from '@pdpl/ui';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  id: string;
  /** Under the title: what the section holds (a text becomes the card's description), or a count. */
  description?: ReactNode;
  /** Beside the title (under it on narrow screens): the section's buttons. */
  actions?: ReactNode;
  testId?: string;
  children: ReactNode;
}

/**
 * A titled card section of the staff pages (admin, editions), the methodology and the report; the h2
 * names the section for assistive technology.
 */
export function SectionCard({ title, id, description, actions, testId, children }: Props) {
  const heading = (
    <Card.Title as="h2" id={id}>
      {title}
    </Card.Title>
  );
  return (
    <Card.Root as="section" aria-labelledby={id} data-testid={testId}>
      <Card.Header>
        {actions ? (
          <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="3">
            {heading}
            {actions}
          </Flex>
        ) : (
          heading
        )}
        {typeof description === 'string' ? <Card.Description>{description}</Card.Description> : description}
      </Card.Header>
      <Card.Body overflowX="auto">{children}</Card.Body>
    </Card.Root>
  );
}
