import { Checkbox } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';

export const parts = Checkbox;
export const recipes = { slotRecipes: { checkbox: checkboxSlotRecipe } };
