import { RouterLink } from '@pdpl/platform';
import { Container, Heading, Link, RemoteRoot, Text } from '@pdpl/ui';
import { PilotApplicationForm } from '../../features/pilot-application/components/PilotApplicationForm';
// The header's Self Assessment entry on this page fires openAssessment while this page is still
// shown; loading the listener here keeps that request for /KSA.
import '../../features/assessment/open-requests';

/** /pilotapplication (spec §2). */
export default function PilotApplicationPage() {
  return (
    <RemoteRoot remote="mfe_ksa" build={__BUILD_ID__}>
      <Container maxW="3xl" py={{ base: '10', md: '14' }}>
        <Link asChild color="brand.700" mb="6" display="inline-block">
          <RouterLink to="/KSA">← Back to KSA</RouterLink>
        </Link>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} mb="3" color="brand.900">
          Apply for the January 2026 Free Pilot
        </Heading>
        <Text fontSize="lg" color="fg.muted" mb="8">
          50 places, 1 January to 30 April 2026, free of charge. Fields marked * are required; we reply within 48 hours.
        </Text>
        <PilotApplicationForm />
      </Container>
    </RemoteRoot>
  );
}
