import type { EditionFileError } from '@pdpl/contracts';
import { Box, Heading, List, Text } from '@pdpl/ui';
import { importErrorsHeading } from './format';

/** Every error of a refused file (an edition, the watched companies), so the analyst fixes the file in one pass; nothing was imported. */
export function ImportErrors({ errors }: { errors: EditionFileError[] }) {
  return (
    <Box role="alert" borderWidth="1px" borderColor="red.300" bg="red.50" borderRadius="md" p="4" data-testid="import-errors">
      <Heading as="h3" size="md" color="red.800" mb="1">
        {importErrorsHeading(errors.length)}
      </Heading>
      <Text mb="3">Nothing was imported. Fix these cells and import the file again.</Text>
      <List.Root as="ul" ps="5" gap="1" maxH="24rem" overflowY="auto" tabIndex={0} aria-label="Errors in the file">
        {errors.map((e, i) => (
          <List.Item key={i}>{e.message}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
