// An MPEG-DASH stream for demo/media.html, made at serve time from demo/media/clip.webm (no
// ffmpeg): its video and audio tracks as two WebM representations (demo/mock/_webm.mjs), a
// static manifest with a SegmentTimeline of about one-second audio segments (the video, a single
// keyframe, is one segment), and a manifest whose segments are gone ('Network error').
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sendText } from './_helpers.mjs';
import { dashTracks } from './_webm.mjs';

const CLIP = join(dirname(dirname(fileURLToPath(import.meta.url))), 'media', 'clip.webm');
const MPD_TYPE = 'application/dash+xml';
const SEGMENT_SECONDS = 1;

let stream = null;
async function dashStream() {
  stream ??= dashTracks(await readFile(CLIP), SEGMENT_SECONDS);
  return stream;
}

const seconds = (ms) => `PT${(ms / 1000).toFixed(3)}S`;

/** The static manifest; `prefix` names the segments' folder. */
function manifest({ durationMs, tracks }, prefix) {
  const sets = tracks.map((track) => {
    const bytes = track.segments.reduce((sum, segment) => sum + segment.bytes.length, track.init.length);
    const bandwidth = Math.ceil((bytes * 8 * 1000) / durationMs);
    const size = track.kind === 'video' ? ` width="${track.width}" height="${track.height}"` : ` audioSamplingRate="${track.rate}"`;
    const timeline = track.segments.map((segment) => `<S t="${Math.round(segment.start)}" d="${Math.round(segment.duration)}"/>`).join('');
    return `  <AdaptationSet contentType="${track.kind}" mimeType="${track.kind}/webm" segmentAlignment="true">
   <Representation id="${track.kind}" codecs="${track.codecs}" bandwidth="${bandwidth}"${size}>
    <SegmentTemplate timescale="1000" startNumber="0" initialization="${prefix}${track.kind}-init.webm" media="${prefix}${track.kind}-$Number$.webm">
     <SegmentTimeline>${timeline}</SegmentTimeline>
    </SegmentTemplate>
   </Representation>
  </AdaptationSet>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static" profiles="urn:mpeg:dash:profile:isoff-live:2011" minBufferTime="PT1S" mediaPresentationDuration="${seconds(durationMs)}">
 <Period id="0" start="PT0S">
${sets.join('\n')}
 </Period>
</MPD>
`;
}

function sendSegment(res, kind, bytes) {
  res.writeHead(200, { 'Content-Type': `${kind}/webm`, 'Content-Length': bytes.length, 'Cache-Control': 'no-store' });
  res.end(bytes);
}

export const routes = [
  { method: 'GET', path: '/media/dash/clip.mpd', async handler(req, res) { sendText(res, 200, manifest(await dashStream(), ''), MPD_TYPE); } },
  // The same manifest, its segments in a folder that does not exist.
  { method: 'GET', path: '/media/dash/gone.mpd', async handler(req, res) { sendText(res, 200, manifest(await dashStream(), 'gone/'), MPD_TYPE); } },
  {
    method: 'GET', path: /^\/media\/dash\/(video|audio)-(init|\d+)\.webm$/,
    async handler(req, res, { params }) {
      const track = (await dashStream()).tracks.find((item) => item.kind === params[0]);
      const bytes = params[1] === 'init' ? track?.init : track?.segments[Number(params[1])]?.bytes;
      if (!bytes) return sendText(res, 404, 'Not found');
      sendSegment(res, params[0], bytes);
    },
  },
];
