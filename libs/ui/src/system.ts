import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/** Toasts at WCAG AA contrast: full-opacity text and darker fills than Chakra's defaults. */
const toastRecipe = {
  ...toastSlotRecipe,
  base: {
    ...toastSlotRecipe.base,
    root: {
      ...toastSlotRecipe.base?.root,
      '&[data-type=warning]': { ...toastSlotRecipe.base?.root?.['&[data-type=warning]'], bg: 'orange.800' },
      '&[data-type=success]': { ...toastSlotRecipe.base?.root?.['&[data-type=success]'], bg: 'brand.600' },
      '&[data-type=error]': { ...toastSlotRecipe.base?.root?.['&[data-type=error]'], bg: 'red.700' },
    },
    description: { ...toastSlotRecipe.base?.description, opacity: '1' },
  },
};

/**
 * The design system: Chakra's base config plus only the recipes the product renders, so the shared
 * bundle carries no styles for components nobody uses. Add a recipe here when a page needs one.
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
      accordion: accordionSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastRecipe,
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, brand));
