import { fileKind } from '../extract/documents/extract-file';

/** The slice of the File and Directory Entries API a drop of folders needs. */
interface Entry {
  isFile: boolean;
  isDirectory: boolean;
  name: string;
  fullPath: string;
}
interface FileEntry extends Entry {
  file(onFile: (file: File) => void, onError: (error: unknown) => void): void;
}
interface DirectoryEntry extends Entry {
  createReader(): { readEntries(onEntries: (entries: Entry[]) => void, onError: (error: unknown) => void): void };
}

/** A folder's entries: the reader gives them in slices until it gives none. */
async function entriesOf(directory: DirectoryEntry): Promise<Entry[]> {
  const reader = directory.createReader();
  const all: Entry[] = [];
  for (;;) {
    const slice = await new Promise<Entry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (slice.length === 0) return all;
    all.push(...slice);
  }
}

/** Every file under the entry, folders walked to the bottom, by path; stops looking past `limit` files. */
async function filesUnder(entry: Entry, found: File[], limit: number): Promise<void> {
  if (found.length >= limit) return;
  if (entry.isFile) {
    found.push(await new Promise<File>((resolve, reject) => (entry as FileEntry).file(resolve, reject)));
    return;
  }
  if (!entry.isDirectory) return;
  const children = (await entriesOf(entry as DirectoryEntry)).sort((a, b) => a.fullPath.localeCompare(b.fullPath));
  for (const child of children) await filesUnder(child, found, limit);
}

/**
 * The files of a drop, folders included (browsers give a dropped folder as an entry to walk). The
 * walk stops a little past `limit` files, enough to tell the recruiter some were left out.
 */
export async function droppedFiles(transfer: DataTransfer, limit: number): Promise<File[]> {
  const entries = [...transfer.items]
    .map((item) => (item.kind === 'file' ? (item.webkitGetAsEntry() as Entry | null) : null))
    .filter((entry): entry is Entry => entry !== null);
  if (entries.length === 0) return [...transfer.files];
  const found: File[] = [];
  for (const entry of entries) await filesUnder(entry, found, limit + 1);
  return found;
}

/** Files the system or a word processor leaves beside documents: hidden ones, Word's lock files (`~$cv.docx`). */
const isSideFile = (name: string) => name.startsWith('.') || name.startsWith('~$');

/** The CVs among the files (PDF and DOCX, by name), and how many others there were. */
export function cvFiles(files: readonly File[]): { cvs: File[]; notCv: number } {
  const cvs = files.filter((file) => {
    const kind = fileKind(file.name);
    return (kind === 'pdf' || kind === 'docx') && !isSideFile(file.name);
  });
  return { cvs, notCv: files.length - cvs.length };
}
