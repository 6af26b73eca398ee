import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SlotRecipeConfig } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The design system: Chakra's base config plus only the recipes the product renders, so the shared
 * bundle carries no styles for components nobody uses. Add a recipe here when a page needs one; the
 * recipes of components that load with their first use (lazy/) arrive with them (registerSlotRecipe).
 */
const brand = defineConfig({
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  preflight: true,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      fonts: {
        heading: { value: "'Segoe UI', system-ui, -apple-system, 'Noto Sans Arabic', 'Helvetica Neue', Arial, sans-serif" },
        body: { value: "'Segoe UI', system-ui, -apple-system, 'Noto Sans Arabic', 'Helvetica Neue', Arial, sans-serif" },
        mono: { value: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
      },
      colors: {
        ...tokens.colors,
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
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
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
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
      list: listSlotRecipe,
      table: tableSlotRecipe,
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, brand));

/**
 * Adds the recipe of a component whose code has just loaded, before it first renders. The system
 * looks slot recipes up by key in its theme when a component renders, so one added later is found.
 */
export function registerSlotRecipe(key: string, recipe: SlotRecipeConfig): void {
  const slotRecipes = system._config.theme?.slotRecipes;
  if (slotRecipes && !(key in slotRecipes)) slotRecipes[key] = recipe;
}
