import { DATA_REQUESTS_PAGE_PATH, LEADS_PAGE_PATH, STAFF_PAGE_PATH } from '@pdpl/contracts';
import { NavLink } from '@pdpl/platform';
import { HStack, Link } from '@pdpl/ui';

const LINKS = [
  { to: '/airtable-sync', label: 'Airtable Sync' },
  { to: LEADS_PAGE_PATH, label: 'Leads Inbox' },
  { to: DATA_REQUESTS_PAGE_PATH, label: 'Data Requests' },
  { to: STAFF_PAGE_PATH, label: 'Staff Accounts' },
];

/** The admin area's own pages; the current one is marked for assistive technology too (aria-current). */
export function AdminNav() {
  return (
    <HStack as="nav" aria-label="Admin" gap="4" rowGap="2" flexWrap="wrap" borderBottomWidth="1px" pb="2">
      {LINKS.map((l) => (
        <Link asChild key={l.to} fontWeight="semibold" color="brand.700" css={{ '&[aria-current=page]': { textDecoration: 'underline', textUnderlineOffset: '6px' } }}>
          <NavLink to={l.to}>{l.label}</NavLink>
        </Link>
      ))}
    </HStack>
  );
}
