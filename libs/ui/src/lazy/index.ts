import type * as Chakra from '@chakra-ui/react';
import { lazyParts } from './lazy-parts';

// Chakra's components built on state machines, and those only some pages show, are a third of the
// design system's bytes: each loads with its first use (see lazyParts), its recipes with it.
export const Accordion = lazyParts<typeof Chakra.Accordion>('accordion', () => import('./parts/accordion'));
export const Checkbox = lazyParts<typeof Chakra.Checkbox>('checkbox', () => import('./parts/checkbox'));
export const Collapsible = lazyParts<typeof Chakra.Collapsible>('collapsible', () => import('./parts/collapsible'));
export const Dialog = lazyParts<typeof Chakra.Dialog>('dialog', () => import('./parts/dialog'));
export const Drawer = lazyParts<typeof Chakra.Drawer>('drawer', () => import('./parts/drawer'));
export const Field = lazyParts<typeof Chakra.Field & { Input: typeof Chakra.Input; Textarea: typeof Chakra.Textarea }>('field', () => import('./parts/field'));
export const Input = Field.Input;
export const Textarea = Field.Textarea;
export const NativeSelect = lazyParts<typeof Chakra.NativeSelect>('native-select', () => import('./parts/native-select'));
export const RadioGroup = lazyParts<typeof Chakra.RadioGroup>('radio-group', () => import('./parts/radio-group'));
export const Table = lazyParts<typeof Chakra.Table>('table', () => import('./parts/table'), ['ScrollArea']);
export const Tabs = lazyParts<typeof Chakra.Tabs>('tabs', () => import('./parts/tabs'));
export { PartsLoadedLater, preloadNamedParts, preloadParts, takeRenderedParts } from './lazy-parts';
