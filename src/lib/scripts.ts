/**
 * What the browser would make of a `<script>` element (HTML's "prepare the script element"):
 * a classic script, a module, or nothing it runs (a data block such as `text/template` or
 * `application/ld+json`, an import map, speculation rules). A browser that runs modules skips a
 * classic script marked `nomodule`. Used wherever airlift recreates scripts from HTML so that
 * they run: it recreates only what the browser would have run.
 */
const JAVASCRIPT_TYPES = new Set(['application/ecmascript', 'application/javascript', 'application/x-ecmascript',
  'application/x-javascript', 'text/ecmascript', 'text/javascript', 'text/javascript1.0', 'text/javascript1.1',
  'text/javascript1.2', 'text/javascript1.3', 'text/javascript1.4', 'text/javascript1.5', 'text/jscript',
  'text/livescript', 'text/x-ecmascript', 'text/x-javascript']);

export type ScriptKind = 'classic' | 'module';

/** The script's type string: its `type`, else `text/` + its `language`, else JavaScript. */
function typeString(script: Element): string {
  const type = script.getAttribute('type');
  const language = script.getAttribute('language');
  if (type === '' || (type === null && !language)) return 'text/javascript';
  return type === null ? `text/${language}` : type.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');
}

export function scriptKind(script: Element): ScriptKind | null {
  // A module only where its type is exactly "module" in any case: Chromium does not strip
  // whitespace around it as HTML says it should (" module " runs nowhere there), and what one
  // browser would not run is not run.
  if (script.getAttribute('type')?.toLowerCase() === 'module') return 'module';
  const type = typeString(script).toLowerCase();
  if (type === 'module') return null;
  if (!JAVASCRIPT_TYPES.has(type)) return null;
  return script.hasAttribute('nomodule') ? null : 'classic';
}
