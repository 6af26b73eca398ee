import unusedPalettes from './unused-palettes.json';

/**
 * Chakra palettes no page uses: their tokens would only cost the system time and the page CSS. A
 * build also takes them, and the dark values, out of Chakra's modules (libs/design-tokens.vite.js).
 */
const UNUSED_PALETTES = new Set(unusedPalettes);

type TokenTree = Record<string, unknown>;

/** The colour tokens without the palettes nobody uses. */
export function usedPalettes<T extends TokenTree>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;
}

/**
 * The product has one colour mode: a semantic token keeps its light value only, so the system
 * neither computes nor emits the dark variants (measured: a third of the token CSS and of the
 * time the system takes to build, which every page pays before it can take over).
 */
export function lightOnly<T extends TokenTree>(tree: T): T {
  if ('value' in tree) {
    const value = tree.value as { _light?: unknown } | null;
    return (value && typeof value === 'object' && '_light' in value ? { ...tree, value: value._light } : tree) as T;
  }
  return Object.fromEntries(Object.entries(tree).map(([key, node]) => [key, node && typeof node === 'object' ? lightOnly(node as TokenTree) : node])) as T;
}
