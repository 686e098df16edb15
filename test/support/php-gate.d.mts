export const PHP_FOLDERS: string[];
export const PLUGIN_FOLDER: string;
export function phpFiles(folder: string): string[];
export function pluginHeader(field: string): string | undefined;
export function phpFound(): boolean;
export function phpLint(files: string[]): string[];
export function phpCompat(files: string[], version: string): string[];
