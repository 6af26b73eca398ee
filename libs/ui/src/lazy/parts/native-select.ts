import { NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';

export const parts = NativeSelect;
export const recipes = { slotRecipes: { nativeSelect: nativeSelectSlotRecipe } };
