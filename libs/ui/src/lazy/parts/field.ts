import { Field, Input, Textarea } from '@chakra-ui/react';
import { fieldSlotRecipe, inputRecipe, textareaRecipe } from '@chakra-ui/react/theme';

// The product renders Input and Textarea only inside a Field, so they travel in Field's chunk (as Field.Input, Field.Textarea).
export const parts = { ...Field, Input, Textarea };
export const recipes = { recipes: { input: inputRecipe, textarea: textareaRecipe }, slotRecipes: { field: fieldSlotRecipe } };
