// SPEC §5, §7 — which addresses become embeds, and near misses that must not.
import { describe, expect, it } from 'vitest';
import { playerFromOembed, recognise } from '../../../src/features/autoembed/recognise';

describe('embed URL recognition', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'https://www.youtube.com/embed/aqz-KE-bpKQ'],
    ['http://youtube.com/watch?feature=share&v=aqz-KE-bpKQ&t=10', 'https://www.youtube.com/embed/aqz-KE-bpKQ'],
    ['https://m.youtube.com/watch?v=a_z-KE-bpK0', 'https://www.youtube.com/embed/a_z-KE-bpK0'],
    ['https://youtu.be/aqz-KE-bpKQ', 'https://www.youtube.com/embed/aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ?t=42', 'https://www.youtube.com/embed/aqz-KE-bpKQ'],
  ])('video-site %s → %s', (address, src) => {
    expect(recognise(address)).toEqual({ service: 'youtube', src });
  });

  it('a music-track URL with a 22-character id', () => {
    expect(recognise('https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC')).toEqual({
      service: 'spotify', src: 'https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC',
    });
  });

  it('the sound-sharing site goes through its oEmbed with format=json&maxheight=140', () => {
    expect(recognise('https://soundcloud.com/artist/track-name')).toEqual({
      service: 'soundcloud',
      oembed: 'https://soundcloud.com/oembed?format=json&maxheight=140&url=https%3A%2F%2Fsoundcloud.com%2Fartist%2Ftrack-name',
    });
  });

  it('the mix-sharing site', () => {
    expect(recognise('https://www.mixcloud.com/dj/friday-mix/')).toEqual({
      service: 'mixcloud', src: 'https://www.mixcloud.com/widget/iframe/?hide_cover=1&feed=%2Fdj%2Ffriday-mix%2F',
    });
  });

  it.each([
    'https://www.youtube.com/watch?v=aqz-KE-bpK',      // 10 characters
    'https://www.youtube.com/watch?v=aqz-KE-bpKQQ',    // 12 characters
    'https://www.youtube.com/watch?v=aqz-KE-bp!Q',     // a character no id has
    'https://www.youtube.com/watch',
    'https://www.youtube.com/channel/aqz-KE-bpKQ',
    'https://youtu.be/',
    'https://notyoutube.com/watch?v=aqz-KE-bpKQ',
    'https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
    'https://example.com/watch?v=aqz-KE-bpKQ',
    'javascript:alert(1)//youtube.com/watch?v=aqz-KE-bpKQ',
    'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQ',   // 21 characters
    'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQCC', // 23 characters
    'https://open.spotify.com/album/4uLU6hMCjMI75M1A2tKUQC',
    'https://soundcloud.com/artist',
    'https://soundcloud.com/',
    'https://www.mixcloud.com/dj/',
    '/relative/watch?v=aqz-KE-bpKQ',
    '',
    null,
  ])('leaves %s alone', (address) => {
    expect(recognise(address)).toBeNull();
  });

  it('takes only an https player on the sound-sharing player host from the oEmbed html', () => {
    expect(playerFromOembed('<iframe width="100%" height="140" src="https://w.soundcloud.com/player/?url=x"></iframe>'))
      .toBe('https://w.soundcloud.com/player/?url=x');
    expect(playerFromOembed('<iframe src="https://evil.example/player"></iframe>')).toBeNull();
    expect(playerFromOembed('<iframe src="javascript:alert(1)"></iframe>')).toBeNull();
    expect(playerFromOembed('<p>no player</p>')).toBeNull();
  });
});

describe('oEmbed html', () => {
  it('decodes &amp; in the player address', () => {
    expect(playerFromOembed("<iframe src='https://w.soundcloud.com/player/?a=1&amp;b=2'></iframe>")).toBe('https://w.soundcloud.com/player/?a=1&b=2');
  });
});
