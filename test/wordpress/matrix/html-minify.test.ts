// airlift beside the real Autoptimize 3.1.11 with "Optimize HTML Code" on (its HTML minifier, an
// output buffer started on template_redirect, outside airlift's): a page's own inline code that
// calls jQuery (mu-inline-jquery.php, printed in the footer between HTML comments) runs with
// airlift as without it, though airlift took jQuery off the page and gave it back in the page
// Autoptimize then minified. The setting is on for these requests only (`ao-html=1`,
// mu-inline-jquery.php), Autoptimize's script and CSS settings off (optimisers.test.ts has those).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '../../e2e/helpers';
import { onBothSides, open, pageErrors, pageUrl, started, wp } from './helpers';
import type { Side } from './helpers';

const PATH = pageUrl('media', 'inline-jquery=1&ao-html=1');

/** The page's HTML as the server sent it, on one side (`query` added to the path). */
async function html(side: Side, query = ''): Promise<string> {
  const response = await fetch(new URL(`${PATH}${query}`, baseUrl), { headers: side === 'legacy' ? { cookie: 'airlift_matrix=off' } : {} });
  return response.text();
}

describe('beside Autoptimize 3.1.11\'s "Optimize HTML Code"', () => {
  beforeAll(() => {
    wp('activate', 'autoptimize/autoptimize.php');
  });
  afterAll(() => {
    wp('deactivate', 'autoptimize/autoptimize.php');
  });

  it('the minified page gives jQuery back just before the first inline code that calls it, and that code runs as without airlift', async () => {
    // Autoptimize minified the page (its comments gone, the script's lines joined); not with its own switch off.
    const minified = await html('airlift');
    expect(minified).not.toContain('airlift matrix: the theme\'s own start-up');
    expect(await html('airlift', '&ao_noptimize=1')).toContain('airlift matrix: the theme\'s own start-up');
    // jQuery's tags, whole, then the caller, with nothing but whitespace between.
    expect(minified).toMatch(/<script src="[^"]+\/wp-includes\/js\/jquery\/jquery\.min\.js\?ver=[^"]+" id="jquery-core-js"><\/script>\s*<script src="[^"]+\/jquery-migrate\.min\.js\?ver=[^"]+" id="jquery-migrate-js"><\/script>\s*<script type="text\/javascript">jQuery\( function/);
    expect(minified.match(/jquery\.min\.js/g)).toHaveLength(1);

    const seen = await onBothSides(async (side) => {
      const opened = await open(side, PATH);
      await started(opened);
      const ran = await opened.page.waitForFunction(() => {
        const ran = (window as unknown as { inlineJquery?: string[] }).inlineJquery;
        return ran?.length === 2 && ran;
      }, undefined, { timeout: 15000 });
      const jquery = opened.requests.filter((url) => /\/wp-includes\/js\/jquery\/jquery(-migrate)?\.min\.js/.test(url)).map((url) => new URL(url).pathname);
      // Both ran; in either order: jQuery 3 runs ready handlers a task after DOMContentLoaded, and
      // the load event may come first on a page this small (seen on the legacy side under load).
      return { ran: ((await ran.jsonValue()) as string[]).sort(), jquery, errors: pageErrors(opened) };
    });
    expect(seen.airlift.ran).toEqual(['load', 'ready:function']);
    expect(seen.airlift).toEqual(seen.legacy);
    expect(seen.airlift.jquery).toEqual(['/wp-includes/js/jquery/jquery.min.js', '/wp-includes/js/jquery/jquery-migrate.min.js']);
    expect(seen.airlift.errors).toEqual([]);
  });
});
