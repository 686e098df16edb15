import type { SiteCell } from '../site.mjs';
export interface Cell {
  label: string;
  wordpress: string | null;
  theme: string;
  blocks: boolean;
  plugins: Array<{ archive: string; folder: string; as: string }>;
}
export const CELLS: Record<string, Cell>;
export function cellArchives(name: string): string[];
export function siteCell(name: string): SiteCell;
