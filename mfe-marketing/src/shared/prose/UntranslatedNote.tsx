import { Text } from '@pdpl/ui';

/** Said above a long text shown in English on a page of another language, for want of its translation. */
export function UntranslatedNote({ children }: { children: string }) {
  return (
    <Text role="note" bg="gray.50" p="4" borderRadius="md" mb="6">
      {children}
    </Text>
  );
}
