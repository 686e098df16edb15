// lib/dom htmlText: configuration HTML shown as text (Boxzilla's close icon, Complianz's page
// titles and notices) — entities decoded, tags dropped, nothing run.
import { describe, expect, it } from 'vitest';
import { htmlText } from '../../../src/lib/dom';

describe('htmlText', () => {
  it('decodes entities and drops tags; plain text comes back as it is', () => {
    expect(htmlText('&times;')).toBe('×');
    expect(htmlText('Privacy <b>Statement</b> &amp; more')).toBe('Privacy Statement & more');
    expect(htmlText('Cookie Policy')).toBe('Cookie Policy');
  });

  it('runs nothing it is given', () => {
    const w = window as unknown as { htmlTextRan?: boolean };
    expect(htmlText('<img src="x" onerror="window.htmlTextRan = true">hi<script>window.htmlTextRan = true</script>')).toBe('hiwindow.htmlTextRan = true');
    expect(w.htmlTextRan).toBeUndefined();
  });
});
