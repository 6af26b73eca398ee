import { RouterLink } from '@pdpl/platform';
import { Box, Container, Heading, Link, Text } from '@pdpl/ui';
import { PilotApplicationForm } from '../../features/pilot-application/components/PilotApplicationForm';
// The header's Self Assessment entry on this page fires openAssessment while this page is still
// shown; loading the listener here keeps that request for /KSA.
import '../../features/assessment/open-requests';
import { usePilotApplicationPageMessages } from './i18n';

/** /pilotapplication (spec §2). */
export default function PilotApplicationPage() {
  const t = usePilotApplicationPageMessages();
  return (
    <Container maxW="3xl" py={{ base: '10', md: '14' }}>
      <Link asChild color="brand.700" mb="6" display="inline-block">
        <RouterLink to="/KSA">
          <Box as="span" display="inline-block" _rtl={{ transform: 'scaleX(-1)' }}>
            ←
          </Box>{' '}
          {t('ksa.pilotApplicationPage.back')}
        </RouterLink>
      </Link>
      <Heading as="h1" size={{ base: '2xl', md: '4xl' }} mb="3" color="brand.900">
        {t('ksa.pilotApplicationPage.title')}
      </Heading>
      <Text fontSize="lg" color="fg.muted" mb="8">
        {t('ksa.pilotApplicationPage.intro')}
      </Text>
      <PilotApplicationForm />
    </Container>
  );
}
