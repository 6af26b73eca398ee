import { Stack, Text } from '@pdpl/ui';
import { useId } from 'react';
import type { NavItem } from '../../navigation/menus';
import { NavEntry } from '../NavEntry';

/**
 * A titled list of footer entries. The title names the navigation landmark rather than being a
 * heading, so the footer adds nothing to each page's heading outline.
 */
export function FooterLinks({ title, items }: { title: string; items: NavItem[] }) {
  const titleId = useId();
  return (
    <nav aria-labelledby={titleId}>
      <Text id={titleId} fontWeight="bold" color="white" mb="3">
        {title}
      </Text>
      <Stack as="ul" listStyleType="none" gap="2">
        {items.map((item) => (
          <li key={item.label}>
            <NavEntry item={item} fontSize="sm" color="gray.200" _hover={{ color: 'white' }} />
          </li>
        ))}
      </Stack>
    </nav>
  );
}
