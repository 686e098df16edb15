// The WordPress plugin's zip: dist/ as the folder `airlift/`, for Plugins → Add New → Upload
// Plugin (`npm run package`, and the WordPress tests, which install the plugin from it).
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateRawSync } from 'node:zlib';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** Every file under a folder, as paths relative to it, sorted. */
export function filesUnder(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath ?? entry.path, entry.name)))
    .sort();
}

/**
 * A zip of files (name → content), deflated, dated 1980-01-01 so that the same files give the
 * same bytes. WordPress's "Upload Plugin" takes it.
 */
export function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = deflateRawSync(content, { level: 9 });
    const header = (signature, size) => {
      const buffer = Buffer.alloc(size);
      buffer.writeUInt32LE(signature, 0);
      return buffer;
    };
    // Fields shared by both headers, from "version needed" on: version, flags (UTF-8 names),
    // deflate, time, date (1980-01-01), CRC-32, sizes, name length, extra length.
    const common = Buffer.alloc(26);
    common.writeUInt16LE(20, 0);
    common.writeUInt16LE(0x0800, 2);
    common.writeUInt16LE(8, 4);
    common.writeUInt16LE(0, 6);
    common.writeUInt16LE(33, 8);
    common.writeUInt32LE(crc32(content), 10);
    common.writeUInt32LE(data.length, 14);
    common.writeUInt32LE(content.length, 18);
    common.writeUInt16LE(nameBytes.length, 22);
    const local = Buffer.concat([header(0x04034b50, 4), common, nameBytes, data]);
    const central = header(0x02014b50, 46);
    central.writeUInt16LE(0x0314, 4); // made by: Unix, 2.0
    common.copy(central, 6);
    central.writeUInt32LE(0o100644 << 16 >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local);
    centrals.push(Buffer.concat([central, nameBytes]));
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The plugin as a zip of dist/ (folder `airlift/`, source maps left out). */
export function pluginZip(dist = join(root, 'dist')) {
  return zip(filesUnder(dist)
    .filter((file) => !file.endsWith('.map'))
    .map((file) => [`airlift/${file}`, readFileSync(join(dist, file))]));
}

