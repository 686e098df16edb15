// A media file that is gone, named with an escape that is no UTF-8 (`%E9` from a Latin-1 site) or
// with a bare `%`: the error layer still says what went wrong and links the file, its name shown
// with what can be decoded decoded and the rest as written; nothing throws.
import { describe, expect, it } from 'vitest';
import { pagePerTest } from './helpers';
import { openMedia, playerOf } from './media-support';

const open = pagePerTest(openMedia);
const LONG = { timeout: 15000 };

describe('media: file names with escapes that do not decode', () => {
  it('a 404 file named with %E9 or a bare % shows the error and its download link; no error is thrown', async () => {
    const { page, errors } = await open('/test-fixtures/media-escapes.html', {
      routes: async (context) => {
        await context.route('**/media/missing/**', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }));
      },
    });
    const names: Record<string, string> = { latin1: 'chanson-d%E9t%E9.mp3', bare: '100%-live.mp3', mixed: 'café-%E9.mp3' };
    for (const [id, name] of Object.entries(names)) {
      const player = playerOf(page, id);
      await player.locator('.mejs-playpause-button button').click();
      await expect.poll(() => player.locator('.mejs-overlay-error').isVisible(), LONG).toBe(true);
      await expect(player.locator('.mejs-cannotplay p')).not.toHaveText('');
      await expect(player.locator('.mejs-cannotplay a')).toHaveText(`Download file: ${name}`);
    }
    expect(errors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
  });
});
