/** Configuration globals the legacy plugins print (`wpcf7`, `complianz`, `boxzilla_options` …). */
/** Reads a global the server printed, without ever throwing (getters, frozen proxies…). */
export function readGlobal(name: string): unknown {
  try {
    return (globalThis as Record<string, unknown>)[name];
  } catch {
    return undefined;
  }
}
