import { Tabs } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';

export const parts = Tabs;
export const recipes = { slotRecipes: { tabs: tabsSlotRecipe } };
