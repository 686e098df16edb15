export const TEXT_DOMAIN: string;
export function pluginPot(source: string, version: string, domain?: string | null): string;
