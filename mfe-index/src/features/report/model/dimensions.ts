/** The radar's warning applies when no dimension has a score yet. */
export const allDimensionsZero = (dimensions: Record<string, number>): boolean => Object.values(dimensions).every((v) => v === 0);
