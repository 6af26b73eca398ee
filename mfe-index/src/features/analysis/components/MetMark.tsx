import { chakra } from '@pdpl/ui';

/** Met or not met: a sign and the words, not a colour alone. */
export function MetMark({ met }: { met: boolean }) {
  return (
    <chakra.span
      display="inline-flex"
      alignItems="center"
      gap="1"
      px="2"
      py="0.5"
      borderRadius="md"
      fontSize="sm"
      fontWeight="semibold"
      whiteSpace="nowrap"
      bg={met ? 'green.50' : 'red.50'}
      color={met ? 'green.800' : 'red.800'}
      borderWidth="1px"
      borderColor={met ? 'green.300' : 'red.300'}
      data-met={met}
    >
      <span aria-hidden="true">{met ? '✓' : '✗'}</span>
      {met ? 'Met' : 'Not met'}
    </chakra.span>
  );
}

/** "Met" / "Not met" in a sentence. */
export const metText = (met: boolean) => (met ? 'Met' : 'Not met');
