export function archivesFolder(): string;
export function checkArchives(names: string[]): { ok: true } | { ok: false; why: string };
export function hasUnzip(): boolean;
export function unzipped(name: string): string;
