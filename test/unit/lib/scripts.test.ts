// lib/scripts: what the browser would run of a <script> (HTML's type string rules).
import { describe, expect, it } from 'vitest';
import { scriptKind } from '../../../src/lib/scripts';

const kindOf = (attributes: string): unknown => {
  const holder = document.createElement('div');
  holder.innerHTML = `<script ${attributes}></script>`;
  return scriptKind(holder.firstElementChild!);
};

describe('scriptKind', () => {
  it('classic: no type, an empty type, a JavaScript MIME type (any case, spaces around), a language', () => {
    for (const attributes of ['', 'type=""', 'type="text/javascript"', 'type=" Application/JavaScript "', 'type="text/ecmascript"', 'language="javascript"', 'language=""', 'type="" language="vbscript"']) {
      expect(kindOf(attributes)).toBe('classic');
    }
  });
  it('module: type module in any case, with or without nomodule', () => {
    for (const attributes of ['type="module"', 'type="MODULE"', 'type="module" nomodule']) expect(kindOf(attributes)).toBe('module');
  });
  it('nothing: data blocks, import maps, speculation rules, other languages, nomodule classic scripts', () => {
    for (const attributes of ['type="text/template"', 'type="application/ld+json"', 'type="text/plain"', 'type="importmap"', 'type="speculationrules"',
      'language="vbscript"', 'type="text/javascript; charset=utf-8"', 'nomodule', 'type="text/javascript" nomodule',
      // Chromium runs no module whose type has whitespace around it (test/e2e/lib-browser.test.ts).
      'type=" module "', 'type=" MODULE "']) {
      expect(kindOf(attributes)).toBeNull();
    }
  });
});
