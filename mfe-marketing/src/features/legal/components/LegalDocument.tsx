import { LEGAL } from '@pdpl/contracts';
import { RouterLink, useContractText, useLocale } from '@pdpl/platform';
import { Container, Heading, Link, Text } from '@pdpl/ui';
import { Prose } from '../../../shared/prose/Prose';
import { UntranslatedNote } from '../../../shared/prose/UntranslatedNote';
import { LEGAL_DOCUMENTS, type LegalDocumentName } from '../documents';
import { fillFacts } from '../fill-facts';
import { useLegalMessages } from '../i18n';

function LegalText({ name }: { name: LegalDocumentName }) {
  const locale = useLocale();
  const t = useLegalMessages();
  const { source, translated } = LEGAL_DOCUMENTS[name].useLocalized();
  return (
    <>
      {!translated && <UntranslatedNote>{t('marketing.legal.untranslated')}</UntranslatedNote>}
      <Prose source={fillFacts(source, locale)} />
    </>
  );
}

export function LegalDocument({ name }: { name: LegalDocumentName }) {
  const t = useLegalMessages();
  const tc = useContractText();
  return (
    <Container as="article" maxW="3xl" py={{ base: '10', md: '16' }}>
      <Link asChild color="brand.700" mb="6" display="inline-block">
        <RouterLink to="/">{t('marketing.legal.back')}</RouterLink>
      </Link>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb="2">
        {t(name === 'terms' ? 'marketing.legal.terms' : 'marketing.legal.privacyPolicy')}
      </Heading>
      <Text color="gray.700" mb="8">
        {t('marketing.legal.effectiveDate', { date: tc(LEGAL.effectiveDate) })}
      </Text>
      <LegalText name={name} />
    </Container>
  );
}
