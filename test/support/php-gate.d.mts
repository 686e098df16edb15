export const PHP_FOLDERS: string[];
export const PLUGIN_FOLDER: string;
export function phpFiles(folder: string): string[];
export function pluginHeader(field: string): string | undefined;
export function phpFound(): boolean;
export function phpLint(files: string[]): string[];
export function phpCompat(files: string[], version: string): string[];
export const PHPCS_RULESETS: Array<{ ruleset: string; folders: string[] }>;
export const PHPCS_PACKAGE: string;
export function phpcsFound(): boolean;
export function phpcs(files: string[], ruleset: string): string[];
export interface PhpGateCheck {
  name: string;
  ok: boolean;
  detail: string;
  lines: string[];
}
export function phpGate(options?: { phpcs?: boolean }): PhpGateCheck[];
