import { Collapsible } from '@chakra-ui/react';
import { collapsibleSlotRecipe } from '@chakra-ui/react/theme';

export const parts = Collapsible;
export const recipes = { slotRecipes: { collapsible: collapsibleSlotRecipe } };
