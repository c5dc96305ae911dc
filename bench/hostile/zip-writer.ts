import { closeSync, openSync, writeSync } from 'node:fs';
import { deflatePieces, once, type Repeated } from './deflate.ts';

export interface ZipEntry {
  name: string;
  pieces: Repeated[];
}

export const textEntry = (name: string, text: string): ZipEntry => ({ name, pieces: [once(text)] });

/** Writes a zip of deflated entries (no zip64: each entry under 4 GB), streaming its bytes to `path`. */
export function writeZip(path: string, entries: ZipEntry[]): void {
  const fd = openSync(path, 'w');
  let offset = 0;
  const write = (bytes: Buffer) => {
    writeSync(fd, bytes);
    offset += bytes.length;
  };
  const central: Buffer[] = [];
  try {
    for (const entry of entries) {
      const name = Buffer.from(entry.name);
      const deflated = deflatePieces(entry.pieces);
      const compressedSize = deflated.raw.reduce((sum, b) => sum + b.length, 0);
      const fields = (header: Buffer, at: number) => {
        header.writeUInt16LE(20, at); // version needed
        header.writeUInt16LE(0, at + 2); // flags
        header.writeUInt16LE(8, at + 4); // deflate
        header.writeUInt32LE(0, at + 6); // time and date
        header.writeUInt32LE(deflated.crc32, at + 10);
        header.writeUInt32LE(compressedSize, at + 14);
        header.writeUInt32LE(deflated.size, at + 18);
        header.writeUInt16LE(name.length, at + 22);
      };
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      fields(local, 4);
      const localOffset = offset;
      write(local);
      write(name);
      for (const bytes of deflated.raw) write(bytes);
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(20, 4); // version made by
      fields(record, 6);
      record.writeUInt32LE(localOffset, 42);
      central.push(record, name);
    }
    const centralOffset = offset;
    for (const bytes of central) write(bytes);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(entries.length, 8);
    end.writeUInt16LE(entries.length, 10);
    end.writeUInt32LE(offset - centralOffset, 12);
    end.writeUInt32LE(centralOffset, 16);
    write(end);
  } finally {
    closeSync(fd);
  }
}
