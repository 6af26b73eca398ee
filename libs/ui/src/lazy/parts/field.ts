import { Field } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';

export const parts = Field;
export const recipe = fieldSlotRecipe;
