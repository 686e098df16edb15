export function filesUnder(folder: string): string[];
export function zip(entries: [string, Buffer][]): Buffer;
export function pluginZip(dist?: string): Buffer;
