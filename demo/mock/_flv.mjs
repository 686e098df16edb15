// An FLV file made from an MP4 (H.264 video, AAC audio) without ffmpeg: the MP4's sample tables
// give each sample's place, size, time and key-frame flag; FLV carries the same H.264 samples
// (length-prefixed NAL units, as MP4 stores them) and AAC frames in tags, after one sequence
// header each (the MP4's avcC record and the AAC AudioSpecificConfig from its esds).

/** The boxes directly inside `start`..`end` of `bytes`: type → [payload start, end]. */
function boxes(bytes, start, end) {
  const found = [];
  for (let at = start; at + 8 <= end;) {
    const size = bytes.readUInt32BE(at);
    if (size < 8 || at + size > end) break;
    found.push({ type: bytes.toString('latin1', at + 4, at + 8), start: at + 8, end: at + size });
    at += size;
  }
  return found;
}

const child = (bytes, box, type) => boxes(bytes, box.start, box.end).find((item) => item.type === type);
const path = (bytes, box, ...types) => types.reduce((at, type) => at && child(bytes, at, type), box);

/** A box of `type` anywhere in `start`..`end` (the sample entries' own boxes follow fixed fields). */
function search(bytes, start, end, type) {
  const at = bytes.indexOf(type, start, 'latin1');
  return at < 0 || at >= end ? null : { start: at + 4, end: at - 4 + bytes.readUInt32BE(at - 4) };
}

/** Entries of a full box's table: count at +4, then `width` 32-bit fields each. */
function table(bytes, box, width, skip = 0) {
  if (!box) return [];
  const count = bytes.readUInt32BE(box.start + 4 + skip);
  return Array.from({ length: count }, (_, index) => Array.from({ length: width }, (__, field) => bytes.readUInt32BE(box.start + 8 + skip + (index * width + field) * 4)));
}

/** The AudioSpecificConfig inside an esds box (ES descriptor → decoder config → specific info). */
function audioConfig(bytes, esds) {
  let at = esds.start + 4;
  const descriptor = () => {
    const tag = bytes[at++];
    let length = 0;
    for (let i = 0; i < 4; i++) {
      const byte = bytes[at++];
      length = (length << 7) | (byte & 0x7f);
      if (!(byte & 0x80)) break;
    }
    return { tag, length };
  };
  if (descriptor().tag !== 3) throw new Error('esds: no ES descriptor');
  const flags = bytes[at + 2];
  at += 3 + (flags & 0x80 ? 2 : 0) + (flags & 0x20 ? 1 + bytes[at + 3] : 0) + (flags & 0x40 ? 2 : 0);
  if (descriptor().tag !== 4) throw new Error('esds: no decoder config');
  at += 13;
  const specific = descriptor();
  if (specific.tag !== 5) throw new Error('esds: no AudioSpecificConfig');
  return bytes.subarray(at, at + specific.length);
}

/** Each sample of a track: file offset, size, decode and composition time (ms), key frame. */
function samples(bytes, trak) {
  const mdia = child(bytes, trak, 'mdia');
  const mdhd = child(bytes, mdia, 'mdhd');
  const timescale = bytes.readUInt32BE(mdhd.start + (bytes[mdhd.start] === 1 ? 20 : 12));
  const stbl = path(bytes, mdia, 'minf', 'stbl');
  const stsz = child(bytes, stbl, 'stsz');
  const fixed = bytes.readUInt32BE(stsz.start + 4);
  const count = bytes.readUInt32BE(stsz.start + 8);
  const sizes = Array.from({ length: count }, (_, index) => fixed || bytes.readUInt32BE(stsz.start + 12 + index * 4));
  const chunks = table(bytes, child(bytes, stbl, 'stco'), 1).map(([offset]) => offset);
  const perChunk = table(bytes, child(bytes, stbl, 'stsc'), 3);
  const deltas = table(bytes, child(bytes, stbl, 'stts'), 2);
  const offsets = table(bytes, child(bytes, stbl, 'ctts'), 2);
  const sync = child(bytes, stbl, 'stss') ? new Set(table(bytes, child(bytes, stbl, 'stss'), 1).map(([number]) => number - 1)) : null;
  const out = [];
  let sample = 0;
  chunks.forEach((chunkOffset, chunk) => {
    const rule = perChunk.filter(([first]) => first - 1 <= chunk).at(-1);
    let offset = chunkOffset;
    for (let i = 0; i < (rule?.[1] ?? 0) && sample < count; i++, sample++) {
      out.push({ offset, size: sizes[sample] });
      offset += sizes[sample];
    }
  });
  const expand = (entries) => entries.flatMap(([times, value]) => Array(times).fill(value));
  const durations = expand(deltas);
  const compositions = expand(offsets);
  let time = 0;
  out.forEach((item, index) => {
    item.dts = (time * 1000) / timescale;
    item.cts = ((compositions[index] ?? 0) * 1000) / timescale;
    item.key = sync ? sync.has(index) : true;
    time += durations[index] ?? 0;
  });
  return out;
}

function tag(type, timeMs, data) {
  const time = Math.max(0, Math.round(timeMs));
  const head = Buffer.alloc(11);
  head[0] = type;
  head.writeUIntBE(data.length, 1, 3);
  head.writeUIntBE(time & 0xffffff, 4, 3);
  head[7] = (time >>> 24) & 0xff;
  const size = Buffer.alloc(4);
  size.writeUInt32BE(11 + data.length);
  return [head, data, size];
}

const AUDIO = 8;
const VIDEO = 9;
/** AAC, 44 kHz, 16-bit, stereo (FLV's flags; for AAC the AudioSpecificConfig is what counts). */
const AAC_FLAGS = 0xaf;

/** The FLV file of an MP4 with one H.264 and one AAC track. */
export function flvFromMp4(bytes) {
  const moov = boxes(bytes, 0, bytes.length).find((box) => box.type === 'moov');
  if (!moov) throw new Error('mp4: no moov');
  const parts = [Buffer.from([0x46, 0x4c, 0x56, 1, 0x05, 0, 0, 0, 9, 0, 0, 0, 0])];
  const timeline = [];
  for (const trak of boxes(bytes, moov.start, moov.end).filter((box) => box.type === 'trak')) {
    const mdia = child(bytes, trak, 'mdia');
    const hdlr = child(bytes, mdia, 'hdlr');
    const handler = bytes.toString('latin1', hdlr.start + 8, hdlr.start + 12);
    const stsd = path(bytes, mdia, 'minf', 'stbl', 'stsd');
    if (handler === 'vide') {
      const avcC = search(bytes, stsd.start, stsd.end, 'avcC');
      parts.push(...tag(VIDEO, 0, Buffer.concat([Buffer.from([0x17, 0, 0, 0, 0]), bytes.subarray(avcC.start, avcC.end)])));
      for (const item of samples(bytes, trak)) {
        const cts = Math.round(item.cts);
        const head = Buffer.from([item.key ? 0x17 : 0x27, 1, (cts >> 16) & 0xff, (cts >> 8) & 0xff, cts & 0xff]);
        timeline.push({ type: VIDEO, time: item.dts, data: Buffer.concat([head, bytes.subarray(item.offset, item.offset + item.size)]) });
      }
    } else if (handler === 'soun') {
      const esds = search(bytes, stsd.start, stsd.end, 'esds');
      parts.push(...tag(AUDIO, 0, Buffer.concat([Buffer.from([AAC_FLAGS, 0]), audioConfig(bytes, esds)])));
      for (const item of samples(bytes, trak)) {
        timeline.push({ type: AUDIO, time: item.dts, data: Buffer.concat([Buffer.from([AAC_FLAGS, 1]), bytes.subarray(item.offset, item.offset + item.size)]) });
      }
    }
  }
  timeline.sort((a, b) => a.time - b.time || a.type - b.type);
  for (const item of timeline) parts.push(...tag(item.type, item.time, item.data));
  return Buffer.concat(parts);
}
