import { closeSync, openSync, writeSync } from 'node:fs';
import { deflatePieces, type Repeated, zlibWrapped } from './deflate.ts';

type PdfObject = { dict: string; stream?: Buffer[] };

/** A PDF written by hand: numbered objects, a correct cross-reference table, streamed to disk. */
export class PdfWriter {
  private readonly objects: PdfObject[] = [];

  /** Adds an object (a dictionary, array or number, as PDF syntax) and returns its number. */
  add(dict: string): number {
    this.objects.push({ dict });
    return this.objects.length;
  }

  /** Adds a stream compressed with FlateDecode; `dict` holds its other entries. */
  addFlateStream(dict: string, pieces: Repeated[]): number {
    return this.addStream(`${dict} /Filter /FlateDecode`, zlibWrapped(deflatePieces(pieces)));
  }

  /** Adds a stream of these bytes as they are; `dict` names their filters. */
  addStream(dict: string, stream: Buffer[]): number {
    const length = stream.reduce((sum, b) => sum + b.length, 0);
    this.objects.push({ dict: `<< ${dict} /Length ${length} >>`, stream });
    return this.objects.length;
  }

  /** Reserves a number for an object written later with `set` (pages point to their parent). */
  reserve(): number {
    return this.add('null');
  }

  set(number: number, dict: string): void {
    this.objects[number - 1] = { dict };
  }

  write(path: string, root: number): void {
    const fd = openSync(path, 'w');
    let offset = 0;
    const write = (bytes: Buffer | string) => {
      const buffer = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes;
      writeSync(fd, buffer);
      offset += buffer.length;
    };
    try {
      write('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n');
      const offsets: number[] = [];
      this.objects.forEach((object, i) => {
        offsets.push(offset);
        write(`${i + 1} 0 obj\n${object.dict}\n`);
        if (object.stream) {
          write('stream\n');
          for (const bytes of object.stream) write(bytes);
          write('\nendstream\n');
        }
        write('endobj\n');
      });
      const xref = offset;
      const entries = offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
      write(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${entries}`);
      write(`trailer\n<< /Size ${offsets.length + 1} /Root ${root} 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
    } finally {
      closeSync(fd);
    }
  }
}
