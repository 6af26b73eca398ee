import { API_PATHS, INDEX_ROUTES } from '@pdpl/contracts';
import { getRuntimeConfig, RouterLink } from '@pdpl/platform';
import { Container, Heading, HStack, Link, Loading, SectionCard, Stack, Text } from '@pdpl/ui';
import { EditionAuditList } from '../../features/editions/components/EditionAuditList';
import { EditionsTable } from '../../features/editions/components/EditionsTable';
import { ImportEditionForm } from '../../features/editions/components/ImportEditionForm';
import { useEditions } from '../../features/editions/use-editions';

/** /PDPLComplianceIndex/editions: index analysts (and admins) import, publish and withdraw editions. */
export default function EditionsPage() {
  const { editions, audit, withdraw } = useEditions();
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Index Editions
          </Heading>
          <Text color="fg.muted">
            Import a month&apos;s edition as a draft, check its preview, then publish it. Withdrawing an edition makes the previous one current again.
          </Text>
          <HStack gap="4" wrap="wrap">
            <Link asChild color="brand.700">
              <RouterLink to={INDEX_ROUTES.list}>Public index</RouterLink>
            </Link>
            <Link asChild color="brand.700">
              <RouterLink to={INDEX_ROUTES.methodology}>Methodology</RouterLink>
            </Link>
          </HStack>
        </Stack>
        <SectionCard title="Editions" id="editions-title">
          {editions === null ? <Loading py="4" /> : <EditionsTable editions={editions} onWithdraw={withdraw} />}
        </SectionCard>
        <SectionCard title="Import an edition" id="import-title">
          <Stack gap="4">
            <Text>
              Start from the template: its header names every column and its second row is an example to replace.{' '}
              <Link href={`${getRuntimeConfig().apiBaseUrl}${API_PATHS.adminIndexEditionTemplate}`} download color="brand.700" fontWeight="medium">
                Download template (CSV)
              </Link>
            </Text>
            <ImportEditionForm />
          </Stack>
        </SectionCard>
        <SectionCard title="Audit log" id="audit-title">
          <EditionAuditList entries={audit} />
        </SectionCard>
      </Stack>
    </Container>
  );
}
