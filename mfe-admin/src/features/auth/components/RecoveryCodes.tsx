import { TWO_FACTOR_MESSAGES as M } from '@pdpl/contracts';
import { Button, Heading, List, Stack, Text } from '@pdpl/ui';

/** The ten recovery codes, shown once, until the user says they are kept somewhere safe. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack gap="4" role="region" aria-labelledby="recovery-codes-title">
      <Heading as="h2" size="lg" id="recovery-codes-title">
        {M.enabledTitle}
      </Heading>
      <Text>
        Keep these recovery codes somewhere safe, such as a password manager. Each signs you in once if you lose your authenticator
        app. They will not be shown again.
      </Text>
      <List.Root as="ol" data-testid="recovery-codes" fontFamily="mono" fontSize="md" gap="1" ps="6">
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List.Root>
      <Button colorPalette="brand" onClick={onDone}>
        I have saved my recovery codes
      </Button>
    </Stack>
  );
}
