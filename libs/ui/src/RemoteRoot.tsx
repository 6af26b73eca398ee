import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Wraps each remote page so operators can tell, in the DOM, which remote build rendered it. */
export function RemoteRoot({ remote, build, children }: { remote: string; build: string; children: ReactNode }) {
  return (
    <Box data-remote={remote} data-build={build}>
      {children}
    </Box>
  );
}
