import { Field, Input } from '@chakra-ui/react';
import { fieldSlotRecipe, inputRecipe } from '@chakra-ui/react/theme';

// The product renders Input only inside a Field, so it travels in Field's chunk (as Field.Input).
export const parts = { ...Field, Input };
export const recipes = { recipes: { input: inputRecipe }, slotRecipes: { field: fieldSlotRecipe } };
