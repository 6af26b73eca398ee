import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { getSystem } from './system';

/** Mounted once, by the shell. Remotes never mount their own provider. */
export function UiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={getSystem()}>{children}</ChakraProvider>;
}
