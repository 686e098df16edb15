/** The expander's accessible name, from the item's own link text. */
export const EXPANDER_LABEL = (item: string): string => (item ? `${item}: sub-menu` : 'Sub-menu');
