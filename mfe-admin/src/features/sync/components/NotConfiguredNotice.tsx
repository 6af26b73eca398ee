import { SYNC_MESSAGES as M } from '@pdpl/contracts';
import { Box, Heading, Text } from '@pdpl/ui';

/** Shown instead of the sync buttons when the server has no Airtable credentials. */
export function NotConfiguredNotice() {
  return (
    <Box as="section" role="note" aria-labelledby="not-configured-title" borderWidth="1px" borderColor="orange.300" bg="orange.50" color="orange.900" borderRadius="lg" p="5">
      <Heading as="h2" size="md" id="not-configured-title" mb="2">
        {M.notConfiguredTitle}
      </Heading>
      <Text>
        Nothing can be synced until the server knows the Airtable base. Set <code>AIRTABLE_API_KEY</code> (a personal access token with
        write access to the base) and <code>AIRTABLE_BASE_ID</code> (it starts with <code>app</code>) in the server&apos;s environment,
        plus <code>AIRTABLE_TABLE_NAMES</code> if the Airtable tables have other names, then restart it. The hourly automated sync starts
        with them.
      </Text>
    </Box>
  );
}
