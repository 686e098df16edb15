export const WORDPRESS_PACKAGES: string[];
export function missingPackages(): string[];
export function startWordPress(options: { zip: string; bench?: boolean; pluginScripts?: Record<string, string> }): Promise<{
  baseUrl: string;
  docroot: string;
  folder: string;
  cli(...args: string[]): string;
  stop(): Promise<void>;
}>;
