import { createSystem, defaultBaseConfig, defineConfig, type RecipeDefinition, type SlotRecipeConfig, type SystemContext } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  globalCss,
  headingRecipe,
  keyframes,
  linkRecipe,
  listSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { lightOnly, usedPalettes } from './token-trim';

/** Set in every app's build (libs/design-system-css.vite.js), where the global CSS is rendered at build time. */
declare const __GLOBAL_CSS_AT_BUILD__: boolean | undefined;

/**
 * What only the global CSS reads: Chakra's reset, the global styles and the keyframes. A build's
 * browser code leaves them out (~2 KB gzipped), since its documents carry that CSS already.
 */
const globalOnly =
  typeof __GLOBAL_CSS_AT_BUILD__ !== 'undefined' && __GLOBAL_CSS_AT_BUILD__
    ? { preflight: false, theme: {} }
    : { preflight: true, globalCss: inheritedGlobals(globalCss), theme: { keyframes } };

/**
 * Chakra declares 26 custom properties on `*`, so every element computes its own copy of each: a
 * full style recalculation (the first paint, hydration's restyles) took 15-20 % longer
 * for it. They are inherited, so declared once on <html> they read the same everywhere; the ones
 * reset per element (ring and filter `auto` utilities) serve no style the product uses.
 */
function inheritedGlobals(css: typeof globalCss): typeof globalCss {
  const { '*': perElement = {}, html = {}, ...rest } = css;
  const plain = Object.fromEntries(Object.entries(perElement).filter(([key]) => !key.startsWith('--')));
  const global = Object.fromEntries(Object.entries(perElement).filter(([key]) => key.startsWith('--global-')));
  return { ...rest, '*': plain, html: { ...html, ...global } };
}

/**
 * The design system: Chakra's base config plus only the recipes the product renders, so the shared
 * bundle carries no styles for components nobody uses. Add a recipe here when a page needs one; the
 * recipes of components that load with their first use (lazy/) arrive with them (registerRecipes).
 */
const brand = defineConfig({
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  preflight: globalOnly.preflight,
  globalCss: globalOnly.globalCss,
  theme: {
    ...globalOnly.theme,
    breakpoints,
    tokens: {
      ...tokens,
      fonts: {
        heading: { value: "'Segoe UI', system-ui, -apple-system, 'Noto Sans Arabic', 'Helvetica Neue', Arial, sans-serif" },
        body: { value: "'Segoe UI', system-ui, -apple-system, 'Noto Sans Arabic', 'Helvetica Neue', Arial, sans-serif" },
        mono: { value: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
      },
      colors: {
        ...usedPalettes(tokens.colors ?? {}),
        brand: {
          50: { value: '#e8f5f0' },
          100: { value: '#c5e6d9' },
          500: { value: '#0b7a55' },
          600: { value: '#096747' },
          700: { value: '#075238' },
          900: { value: '#032a1d' },
        },
      },
    },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: {
        ...usedPalettes(semanticTokens.colors ?? {}),
        // Error text at WCAG AA contrast on white (Chakra's red.500 measures 3.8:1).
        fg: { ...semanticTokens.colors?.fg, error: { value: '{colors.red.700}' } },
        // The brand palette, usable as colorPalette="brand"; solid white-on-brand measures 7:1.
        brand: {
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          subtle: { value: '{colors.brand.50}' },
          muted: { value: '{colors.brand.100}' },
          emphasized: { value: '{colors.brand.100}' },
          solid: { value: '{colors.brand.600}' },
          focusRing: { value: '{colors.brand.500}' },
          border: { value: '{colors.brand.500}' },
        },
      },
    }),
    textStyles,
    // The one layer style the product's recipes use (Chakra's table has 12, ~0.5 KB gzipped on every page).
    layerStyles: { disabled: { value: { opacity: '0.5', cursor: 'not-allowed' } } },
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
      list: listSlotRecipe,
    },
  },
});

let built: SystemContext | null = null;

/**
 * The system, built at its first use (the provider's first render, in the app's first render
 * task) rather than when this module loads: the build takes ~170 ms at Lighthouse's 4x CPU, and
 * at load it made one long task with the evaluation of every module loaded alongside.
 */
export function getSystem(): SystemContext {
  built ??= createSystem(defaultBaseConfig, brand);
  return built;
}

/** Recipes by their key in the system, as a lazily loaded component brings them. */
export interface LateRecipes {
  recipes?: Record<string, RecipeDefinition>;
  slotRecipes?: Record<string, SlotRecipeConfig>;
}

/**
 * Adds the recipes of components whose code has just loaded, before they first render. The system
 * looks recipes up by key in its theme when a component renders, so one added later is found.
 */
export function registerRecipes({ recipes = {}, slotRecipes = {} }: LateRecipes): void {
  const theme = getSystem()._config.theme;
  if (!theme?.recipes || !theme.slotRecipes) throw new Error('The design system has no recipe tables to extend');
  for (const [key, recipe] of Object.entries(recipes)) theme.recipes[key] ??= recipe;
  for (const [key, recipe] of Object.entries(slotRecipes)) theme.slotRecipes[key] ??= recipe;
}
