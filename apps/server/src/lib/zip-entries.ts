import { Readable, Transform } from 'node:stream';
import zlib from 'node:zlib';

/** Why a zip is not read: cut short or damaged, encrypted, packed in a way not read (neither stored nor deflated, ZIP64), over a limit, or a bomb. */
export type ZipProblem = 'damaged' | 'encrypted' | 'unsupported' | 'tooLarge' | 'tooManyFiles' | 'bomb';

export class ZipRefusal extends Error {
  constructor(
    readonly problem: ZipProblem,
    /** The entry it is about, when it is about one. */
    readonly entry?: string,
  ) {
    super(problem);
  }
}

interface ZipLimits {
  /** Bytes all files may unpack to together. */
  maxBytes: number;
  /** Files (folders and junk left out) a zip may hold. */
  maxFiles: number;
  /** A file of at least `fromBytes` may unpack to at most `ratio` times its packed size (text packs to a tenth or so; a bomb to a thousandth). */
  packing: { ratio: number; fromBytes: number };
}

interface ZipFile {
  /** Its path inside the zip. */
  name: string;
  /** Its bytes, unpacked as they are read; the stream fails with ZipRefusal('damaged') when they are not the size and CRC-32 the zip gives. */
  open(): Readable;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_MARK = 0xffffffff;

/** A zip's first bytes: a local file header, or the end record of an empty zip. */
export const isZip = (content: Buffer) => content.length >= 4 && [LOCAL_HEADER, END_OF_CENTRAL_DIRECTORY].includes(content.readUInt32LE(0));

/** Folders, and what macOS's Archive Utility adds (`__MACOSX/`, `.DS_Store`, `._name`): not files of the sender's. */
const isJunk = (name: string) => name.endsWith('/') || name.startsWith('__MACOSX/') || /(^|\/)\./.test(name);

interface Entry {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

/** The entries its central directory lists; a zip without one (cut short) or with one that points outside it is damaged. */
function centralDirectory(zip: Buffer): Entry[] {
  // The end record is 22 bytes and a comment of up to 65,535 may follow it.
  let end = zip.length - 22;
  while (end >= 0 && end >= zip.length - 22 - 0xffff && zip.readUInt32LE(end) !== END_OF_CENTRAL_DIRECTORY) end--;
  if (end < 0 || end < zip.length - 22 - 0xffff) throw new ZipRefusal('damaged');
  const count = zip.readUInt16LE(end + 10);
  const start = zip.readUInt32LE(end + 16);
  if (count === 0xffff || start === ZIP64_MARK) throw new ZipRefusal('unsupported');
  const entries: Entry[] = [];
  for (let at = start, i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== CENTRAL_HEADER) throw new ZipRefusal('damaged');
    const nameLength = zip.readUInt16LE(at + 28);
    const flags = zip.readUInt16LE(at + 8);
    entries.push({
      name: zip.toString(flags & 0x800 ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength),
      flags,
      method: zip.readUInt16LE(at + 10),
      crc: zip.readUInt32LE(at + 16),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      offset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * One entry's bytes as a stream, checked against the size and CRC-32 the central directory gives,
 * so a damaged entry is never read as good. Unpacking stops at the first byte past that size: an
 * entry that unpacks to more than it claims is damaged, and its claimed sizes are what the limits count.
 */
function open(zip: Buffer, entry: Entry): Readable {
  if (entry.flags & 0x1) throw new ZipRefusal('encrypted', entry.name);
  const at = entry.offset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) throw new ZipRefusal('damaged', entry.name);
  const dataStart = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (dataStart + entry.compressedSize > zip.length) throw new ZipRefusal('damaged', entry.name);
  if (entry.method !== 0 && entry.method !== 8) throw new ZipRefusal('unsupported', entry.name);
  const packed = Readable.from([zip.subarray(dataStart, dataStart + entry.compressedSize)]);
  const damaged = () => new ZipRefusal('damaged', entry.name);
  let size = 0;
  let crc = 0;
  const checked = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > entry.size) {
        done(damaged());
        return;
      }
      crc = zlib.crc32(chunk, crc);
      done(null, chunk);
    },
    flush(done) {
      done(size !== entry.size || crc !== entry.crc ? damaged() : null);
    },
  });
  if (entry.method === 0) return packed.pipe(checked);
  const inflate = zlib.createInflateRaw();
  inflate.on('error', () => checked.destroy(damaged()));
  return packed.pipe(inflate).pipe(checked);
}

/**
 * The files of a zip held in memory (folders and junk left out), read from its central directory,
 * each unpacked as it is read. Refused (ZipRefusal) when cut short or damaged, and before anything
 * is unpacked when over a limit: more files than `maxFiles`, more than `maxBytes` in all, or a file
 * packed tighter than text packs (no entry unpacks past the size it claims, so the claimed sizes
 * bound what is unpacked).
 */
export function zipFiles(zip: Buffer, limits: ZipLimits): ZipFile[] {
  const entries = centralDirectory(zip).filter((e) => !isJunk(e.name));
  if (entries.length > limits.maxFiles) throw new ZipRefusal('tooManyFiles');
  const zip64 = entries.find((e) => [e.compressedSize, e.size, e.offset].includes(ZIP64_MARK));
  if (zip64) throw new ZipRefusal('unsupported', zip64.name);
  if (entries.reduce((sum, e) => sum + e.size, 0) > limits.maxBytes) throw new ZipRefusal('tooLarge');
  const bomb = entries.find((e) => e.size >= limits.packing.fromBytes && e.size > e.compressedSize * limits.packing.ratio);
  if (bomb) throw new ZipRefusal('bomb', bomb.name);
  return entries.map((entry) => ({ name: entry.name, open: () => open(zip, entry) }));
}
