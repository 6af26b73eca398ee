import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { getSystem } from './system';

let withoutGlobal: SystemContext | null = null;

/** The system with no global styles to insert (its `_global` is then never built: libs/design-system-css.vite.js). */
function systemWithoutGlobalCss(): SystemContext {
  withoutGlobal ??= Object.create(getSystem(), { _global: { value: [] } }) as SystemContext;
  return withoutGlobal;
}

/**
 * Mounted once, by the shell. Remotes never mount their own provider. `globalCssInDocument`: the
 * document already carries the system's global CSS (built with the shell), so the browser neither
 * builds nor inserts it again; otherwise (dev server, tests) the system inserts it itself.
 */
export function UiProvider({ children, globalCssInDocument = false }: { children: ReactNode; globalCssInDocument?: boolean }) {
  return <ChakraProvider value={globalCssInDocument ? systemWithoutGlobalCss() : getSystem()}>{children}</ChakraProvider>;
}
