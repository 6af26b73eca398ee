import type * as Chakra from '@chakra-ui/react';
import { lazyParts } from './lazy-parts';

// Chakra's components built on state machines are a third of the design system's bytes, and most
// pages use one or two of them, if any: each loads with its first use (see lazyParts), its recipe
// with it. The key is the recipe's name in the system.
export const Accordion = lazyParts<typeof Chakra.Accordion>('accordion', () => import('./parts/accordion'));
export const Checkbox = lazyParts<typeof Chakra.Checkbox>('checkbox', () => import('./parts/checkbox'));
export const Collapsible = lazyParts<typeof Chakra.Collapsible>('collapsible', () => import('./parts/collapsible'));
export const Dialog = lazyParts<typeof Chakra.Dialog>('dialog', () => import('./parts/dialog'));
export const Drawer = lazyParts<typeof Chakra.Drawer>('drawer', () => import('./parts/drawer'));
export const Field = lazyParts<typeof Chakra.Field>('field', () => import('./parts/field'));
export const NativeSelect = lazyParts<typeof Chakra.NativeSelect>('nativeSelect', () => import('./parts/native-select'));
export const RadioGroup = lazyParts<typeof Chakra.RadioGroup>('radioGroup', () => import('./parts/radio-group'));
export const Tabs = lazyParts<typeof Chakra.Tabs>('tabs', () => import('./parts/tabs'));
export { preloadParts } from './lazy-parts';
