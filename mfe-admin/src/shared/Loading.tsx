import { HStack, Spinner, Text, type StackProps } from '@pdpl/ui';

/** The admin pages' loading state: a spinner and "Loading...", announced politely. */
export function Loading(props: StackProps) {
  return (
    <HStack gap="3" role="status" {...props}>
      <Spinner color="brand.500" />
      <Text>Loading...</Text>
    </HStack>
  );
}
