import { HStack, Spinner, Text, type StackProps } from '@chakra-ui/react';

/** The staff pages' loading state (they are English): a spinner and "Loading...", announced politely (index-blog-admin.md §2.2). */
export function Loading(props: StackProps) {
  return (
    <HStack gap="3" role="status" {...props}>
      <Spinner color="brand.500" />
      <Text>Loading...</Text>
    </HStack>
  );
}
