// Raw, gzip and brotli sizes of built files, shared by the build, the size budget check
// and the benchmark.
import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export function sizesOf(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export function fileSizes(path) {
  return sizesOf(readFileSync(path));
}

/** The gzip size alone (what the budgets are in): brotli at quality 11 took most of the check's 4 s. */
export function gzipSize(path) {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatSizeTable(rows) {
  const header = ['file', 'raw', 'gzip', 'brotli'];
  const lines = rows.map((row) => [row.file, kb(row.raw), kb(row.gzip), kb(row.brotli)]);
  const widths = header.map((_, at) => Math.max(header[at].length, ...lines.map((line) => line[at].length)));
  const format = (cells) => cells.map((cell, at) => (at === 0 ? cell.padEnd(widths[at]) : cell.padStart(widths[at]))).join('  ');
  return [format(header), ...lines.map(format)].join('\n');
}
