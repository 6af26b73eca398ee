import { LEGAL } from '@pdpl/contracts';
import { RouterLink } from '@pdpl/platform';
import { Container, Heading, Link, RemoteRoot, Text } from '@pdpl/ui';
import { Prose } from '../../../shared/prose/Prose';
import { fillFacts } from '../fill-facts';

export function LegalDocument({ title, source }: { title: string; source: string }) {
  return (
    <RemoteRoot remote="mfe_marketing" build={__BUILD_ID__}>
      <Container as="article" maxW="3xl" py={{ base: '10', md: '16' }}>
        <Link asChild color="brand.700" mb="6" display="inline-block">
          <RouterLink to="/">← Back to Home</RouterLink>
        </Link>
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb="2">
          {title}
        </Heading>
        <Text color="gray.700" mb="8">
          Effective date: {LEGAL.effectiveDate}
        </Text>
        <Prose source={fillFacts(source)} />
      </Container>
    </RemoteRoot>
  );
}
