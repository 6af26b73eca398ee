import { Table } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';

export const parts = Table;
export const recipes = { slotRecipes: { table: tableSlotRecipe } };
