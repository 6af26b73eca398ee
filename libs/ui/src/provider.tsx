import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { getSystem } from './system';

let withoutGlobal: SystemContext | null = null;

/**
 * The system with no global styles to insert (its `_global` is then never built:
 * libs/design-system-css.vite.js), nor the `@layer` order, which the document's CSS states first:
 * a second statement made the browser rebuild its cascade layers and lay the whole page out again
 * (~40-120 ms at 4x CPU). Only the provider reads `disableLayers` here; the layers stay in the rules.
 */
function systemWithoutGlobalCss(): SystemContext {
  const system = getSystem();
  withoutGlobal ??= Object.create(system, { _global: { value: [] }, _config: { value: { ...system._config, disableLayers: true } } }) as SystemContext;
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
