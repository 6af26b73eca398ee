import { RadioGroup } from '@chakra-ui/react';
import { radioGroupSlotRecipe } from '@chakra-ui/react/theme';

export const parts = RadioGroup;
export const recipes = { slotRecipes: { radioGroup: radioGroupSlotRecipe } };
