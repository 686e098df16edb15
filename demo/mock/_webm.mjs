// Splits a WebM file into MPEG-DASH WebM segments at serve time (this file has no routes of its
// own): one track per representation (dash.js plays no multiplexed representation), an
// initialization segment (EBML header, Segment of unknown size, Info, the one track) and media
// segments of whole Clusters, each opening at a keyframe of the track and `seconds` long at
// least. Only SimpleBlocks are read (a file with BlockGroups is refused), as WebM muxers write.
export const routes = [];

const ID = { segment: 0x18538067, info: 0x1549a966, timecodeScale: 0x2ad7b1, duration: 0x4489, tracks: 0x1654ae6b, trackEntry: 0xae, trackNumber: 0xd7, codecId: 0x86, video: 0xe0, audio: 0xe1, width: 0xb0, height: 0xba, samplingFrequency: 0xb5, cluster: 0x1f43b675, timecode: 0xe7, simpleBlock: 0xa3, blockGroup: 0xa0 };
const UNKNOWN_SIZE = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
/** WebM codec ids and the DASH `codecs` they are. */
const CODECS = { V_VP8: 'vp8', V_VP9: 'vp9', A_VORBIS: 'vorbis', A_OPUS: 'opus' };

function vint(bytes, at, keepMarker) {
  const first = bytes[at];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + bytes[at + i];
  return { value, length, unknown: !keepMarker && value === 2 ** (7 * length) - 1 };
}

/** The elements in bytes[start, end): { id, start, dataStart, end }. */
function children(bytes, start = 0, end = bytes.length) {
  const list = [];
  for (let at = start; at < end;) {
    const id = vint(bytes, at, true);
    const size = vint(bytes, at + id.length, false);
    const dataStart = at + id.length + size.length;
    const dataEnd = size.unknown ? end : dataStart + size.value;
    list.push({ id: id.value, start: at, dataStart, end: dataEnd });
    at = dataEnd;
  }
  return list;
}

const child = (bytes, parent, id) => children(bytes, parent.dataStart, parent.end).find((element) => element.id === id);
const uint = (bytes, element) => bytes.subarray(element.dataStart, element.end).reduce((value, byte) => value * 256 + byte, 0);
const float = (bytes, element) => (element.end - element.dataStart === 8 ? bytes.readDoubleBE(element.dataStart) : bytes.readFloatBE(element.dataStart));

function idBytes(id) {
  const bytes = [];
  for (let rest = id; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from(bytes);
}
/** An element with an 8-byte size. */
function element(id, ...parts) {
  const payload = Buffer.concat(parts);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(payload.length));
  size[0] = 0x01;
  return Buffer.concat([idBytes(id), size, payload]);
}
const uintElement = (id, value) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(value));
  return element(id, bytes);
};

/** { durationMs, tracks: [{ number, kind, codecs, width, height, rate, init, segments: [{ start, duration, bytes }] }] } */
export function dashTracks(webm, seconds) {
  const top = children(webm);
  const header = top[0];
  const segment = top.find((item) => item.id === ID.segment);
  const parts = children(webm, segment.dataStart, segment.end);
  const info = parts.find((item) => item.id === ID.info);
  const tracks = parts.find((item) => item.id === ID.tracks);
  const scale = uint(webm, child(webm, info, ID.timecodeScale) ?? { dataStart: 0, end: 0 }) || 1000000;
  const toMs = (ticks) => (ticks * scale) / 1e6;
  const durationMs = toMs(float(webm, child(webm, info, ID.duration)));
  // Every block, by track: its absolute time and bytes.
  const blocks = new Map();
  for (const cluster of parts.filter((item) => item.id === ID.cluster)) {
    const inside = children(webm, cluster.dataStart, cluster.end);
    const base = uint(webm, inside.find((item) => item.id === ID.timecode));
    for (const item of inside) {
      if (item.id === ID.blockGroup) throw new Error('BlockGroups are not supported');
      if (item.id !== ID.simpleBlock) continue;
      const track = vint(webm, item.dataStart, false);
      const relative = webm.readInt16BE(item.dataStart + track.length);
      const key = (webm[item.dataStart + track.length + 2] & 0x80) !== 0;
      if (!blocks.has(track.value)) blocks.set(track.value, []);
      blocks.get(track.value).push({ time: base + relative, key, data: webm.subarray(item.dataStart, item.end), relativeAt: track.length });
    }
  }
  return {
    durationMs,
    tracks: children(webm, tracks.dataStart, tracks.end).filter((item) => item.id === ID.trackEntry).map((entry) => {
      const number = uint(webm, child(webm, entry, ID.trackNumber));
      const codecId = webm.subarray(child(webm, entry, ID.codecId).dataStart, child(webm, entry, ID.codecId).end).toString('latin1');
      const video = child(webm, entry, ID.video);
      const audio = child(webm, entry, ID.audio);
      const init = Buffer.concat([
        webm.subarray(header.start, header.end),
        idBytes(ID.segment), UNKNOWN_SIZE,
        webm.subarray(info.start, info.end),
        element(ID.tracks, webm.subarray(entry.start, entry.end)),
      ]);
      return {
        number, kind: video ? 'video' : 'audio', codecs: CODECS[codecId] ?? codecId.toLowerCase(),
        width: video ? uint(webm, child(webm, video, ID.width)) : 0,
        height: video ? uint(webm, child(webm, video, ID.height)) : 0,
        rate: audio ? Math.round(float(webm, child(webm, audio, ID.samplingFrequency))) : 0,
        init, segments: clusters(blocks.get(number) ?? [], toMs(seconds * 1e9 / scale), durationMs, toMs),
      };
    }),
  };
}

/** Blocks into Clusters of `lengthMs` at least, each opening at a keyframe. */
function clusters(blocks, lengthMs, durationMs, toMs) {
  const groups = [];
  for (const block of blocks) {
    const open = groups.at(-1);
    if (!open || (block.key && toMs(block.time - open[0].time) >= lengthMs)) groups.push([block]);
    else open.push(block);
  }
  return groups.map((group, at) => {
    const base = group[0].time;
    const body = group.map((block) => {
      const copy = Buffer.from(block.data);
      copy.writeInt16BE(block.time - base, block.relativeAt);
      return element(ID.simpleBlock, copy);
    });
    // The first opens the presentation (a track's first frame may come a few ms in).
    const start = at === 0 ? 0 : toMs(base);
    const end = at + 1 < groups.length ? toMs(groups[at + 1][0].time) : durationMs;
    return { start, duration: end - start, bytes: element(ID.cluster, uintElement(ID.timecode, base), ...body) };
  });
}
