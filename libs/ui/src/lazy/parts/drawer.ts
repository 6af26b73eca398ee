import { Drawer } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';

export const parts = Drawer;
export const recipes = { slotRecipes: { drawer: drawerSlotRecipe } };
