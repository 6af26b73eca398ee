import { Dialog } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';

export const parts = Dialog;
export const recipes = { slotRecipes: { dialog: dialogSlotRecipe } };
