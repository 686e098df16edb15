export const WORDPRESS_PACKAGES: string[];
export function missingPackages(): string[];
export interface SiteCell {
  name: string;
  core(): string;
  fill(content: string, core: string): void;
}
export function startWordPress(options: { zip: string; bench?: boolean; pluginScripts?: Record<string, string>; cell?: SiteCell | null }): Promise<{
  baseUrl: string;
  docroot: string;
  folder: string;
  /** What the matrix's seed printed (pages, form, boxes); undefined on the stand-in site. */
  seeded?: unknown;
  cli(...args: string[]): string;
  stop(): Promise<void>;
}>;
