import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { CandidateMetaRequest } from '../lib/api/schemas';

export interface CandidateMetaEntry {
  company: string;
  reference: string;
  type: string;
  app_name: string;
  value: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

interface PersistedMeta {
  posts: number;
  entries: CandidateMetaEntry[];
}

const META_FILE = 'candidate-meta.json';
const SECRET_FILE = 'jwt-secret';

/** Temp file + fsync + rename in the same folder: a kill leaves either the old or the new file. */
export function writeFileAtomic(path: string, content: string): void {
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(temp, 'w', 0o600);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, path);
}

/** The signing secret lives with the data, so tokens survive a restart on the same --data dir. */
export function loadOrCreateSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, SECRET_FILE);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileAtomic(path, secret);
  return secret;
}

export type UpsertAction = 'created' | 'updated';

/** One post the service accepted, in order: what tests read to tell a repeated post from a newer one. */
export interface AcceptedPost {
  reference: string;
  value: Record<string, unknown>;
  at: string;
}

/** Candidate meta posts, one entry per company + reference + type + app_name, persisted on every change. */
export class CandidateMetaStore {
  private posts = 0;
  private entries: CandidateMetaEntry[] = [];
  /** Since the sandbox started or was reset; kept in memory only. */
  private accepted: AcceptedPost[] = [];
  private readonly path: string;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.path = join(dataDir, META_FILE);
    if (existsSync(this.path)) {
      const saved = JSON.parse(readFileSync(this.path, 'utf8')) as PersistedMeta;
      this.posts = saved.posts;
      this.entries = saved.entries;
    }
  }

  upsert(company: string, request: CandidateMetaRequest, now = new Date()): UpsertAction {
    this.posts += 1;
    const at = now.toISOString();
    this.accepted.push({ reference: request.reference, value: structuredClone(request.value), at });
    const existing = this.entries.find(
      (entry) =>
        entry.company === company &&
        entry.reference.toLowerCase() === request.reference.toLowerCase() &&
        entry.type === request.type &&
        entry.app_name === request.app_name,
    );
    if (existing) {
      existing.value = request.value;
      existing.updated_at = at;
    } else {
      this.entries.push({ company, ...request, created_at: at, updated_at: at });
    }
    this.save();
    return existing ? 'updated' : 'created';
  }

  snapshot(): PersistedMeta {
    return structuredClone({ posts: this.posts, entries: this.entries });
  }

  acceptedPosts(): AcceptedPost[] {
    return structuredClone(this.accepted);
  }

  clear(): void {
    this.posts = 0;
    this.entries = [];
    this.accepted = [];
    this.save();
  }

  private save(): void {
    writeFileAtomic(this.path, JSON.stringify({ posts: this.posts, entries: this.entries }, null, 2));
  }
}
