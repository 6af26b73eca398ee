import { KSA_SECTIONS } from '@pdpl/contracts';
import { richText, RouterLink } from '@pdpl/platform';
import { Button, Link, Section, Stack, Text } from '@pdpl/ui';
import { useKsaPageMessages } from '../i18n';

export function KsaContactSection() {
  const t = useKsaPageMessages();
  return (
    <Section tone="brand" id={KSA_SECTIONS.contact} title={t('ksa.landing.contact.title')} intro={t('ksa.landing.contact.intro')}>
      <Stack direction={{ base: 'column', sm: 'row' }} justify="center" gap="4" mb="6">
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/pilotapplication">{t('ksa.landing.contact.applyPilot')}</RouterLink>
        </Button>
        <Button asChild variant="outline" size="lg">
          <RouterLink to="/contact">{t('ksa.landing.contact.contactUs')}</RouterLink>
        </Button>
      </Stack>
      <Text textAlign="center">
        {richText(t('ksa.landing.contact.faqNote'), {
          faq: (text) => (
            <Link asChild color="brand.700" textDecoration="underline">
              <RouterLink to="/pilotfaq">{text}</RouterLink>
            </Link>
          ),
        })}
      </Text>
    </Section>
  );
}
