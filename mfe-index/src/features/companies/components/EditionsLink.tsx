import { INDEX_ROUTES } from '@pdpl/contracts';
import { RouterLink, useAuth } from '@pdpl/platform';
import { Link } from '@pdpl/ui';
import { EDITION_ROLES } from '../../../shared/edition-roles';
import { useCompaniesMessages } from '../i18n';

/** For signed-in analysts and admins only: the way from the public list to the editions they manage. */
export function EditionsLink() {
  const { user } = useAuth();
  const t = useCompaniesMessages();
  if (!user || !EDITION_ROLES.includes(user.role)) return null;
  return (
    <Link asChild color="brand.700" fontWeight="medium" fontSize="sm">
      <RouterLink to={INDEX_ROUTES.editions}>{t('index.list.editions')}</RouterLink>
    </Link>
  );
}
