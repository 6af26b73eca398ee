import { HStack, Spinner, Text, type StackProps } from '@pdpl/ui';

/** A spinner and "Loading...", announced politely (index-blog-admin.md §2.2). */
export function Loading(props: StackProps) {
  return (
    <HStack gap="3" py="10" role="status" {...props}>
      <Spinner color="brand.500" />
      <Text>Loading...</Text>
    </HStack>
  );
}
