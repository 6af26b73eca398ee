import { Accordion } from '@chakra-ui/react';
import { accordionSlotRecipe } from '@chakra-ui/react/theme';

export const parts = Accordion;
export const recipes = { slotRecipes: { accordion: accordionSlotRecipe } };
