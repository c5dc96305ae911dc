import { randomBytes } from 'node:crypto';
import { tagValues, type CareersLinks } from '../lib/api/schemas';
import type { CommentInput, SeedData, SeedPerson, SeedTag } from './seed';

/** A CV kept as the careers host received it: the file's bytes, or a link. */
export type StoredCv = { kind: 'file'; fileName: string; contentType: string; bytes: Buffer } | { kind: 'link'; url: string };

export interface StoredTrait {
  id: string;
  /** The tag's 16-character id, as the traits call answers it. */
  tag_id: string;
  value: string;
}

/** One application: a person in one vacancy's pipeline, seeded or created through the careers host. */
export interface StoredApplicant {
  id: string;
  candidateId: string;
  companyId: string;
  /** The vacancy's 16-character id. */
  vacancyId: string;
  firstname: string;
  lastname: string;
  email: string | null;
  phone: string | null;
  columnId: number;
  /** 1 active, 0 archived. */
  status: 0 | 1;
  /** `YYYY-MM-DD`: what search answers as DD/MM/YY. */
  appliedOn: string;
  createdAt: string;
  updatedAt: string;
  source: string;
  coverLetter: string | null;
  urls: CareersLinks;
  comments: CommentInput[];
  traits: StoredTrait[];
  cv: StoredCv | null;
}

export type NewApplicant = Pick<
  StoredApplicant,
  'companyId' | 'vacancyId' | 'firstname' | 'lastname' | 'email' | 'phone' | 'columnId' | 'source' | 'coverLetter' | 'urls' | 'cv'
>;

export interface NewComment {
  text: string;
  type: string;
  private: boolean;
  replyTo: number | null;
  author: SeedPerson;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new id in the service's form: 16 letters and digits. */
export function newServiceId(): string {
  return Array.from(randomBytes(16), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

/**
 * The pipeline as it changes: applications (the seed's and those the careers host creates), their
 * comments and tags, and the companies' tags (a creatable tag gains the values applicants are given).
 * Kept in memory; `reset` goes back to the seed. The seed itself is never changed.
 */
export class PipelineStore {
  private applicants: StoredApplicant[] = [];
  private tags: SeedTag[] = [];
  private lastCommentId = 0;

  constructor(
    private readonly seed: SeedData,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.reset();
  }

  reset(): void {
    this.tags = structuredClone(this.seed.tags);
    this.applicants = this.seed.applicants.map((applicant) => {
      const column = this.seed.columns.find((one) => one.company_id === applicant.companyId && one.title === applicant.column);
      const appliedAt = `${applicant.appliedOn}T09:00:00.000Z`;
      return {
        id: applicant.id,
        candidateId: newServiceId(),
        companyId: applicant.companyId,
        vacancyId: applicant.vacancyId,
        firstname: applicant.firstname,
        lastname: applicant.lastname,
        email: applicant.email,
        phone: applicant.phone,
        columnId: column!.id,
        status: applicant.status,
        appliedOn: applicant.appliedOn,
        createdAt: appliedAt,
        updatedAt: appliedAt,
        source: applicant.source,
        coverLetter: null,
        urls: {},
        comments: structuredClone(applicant.comments),
        traits: (applicant.traits ?? []).map(({ tag, value }) => ({ id: newServiceId(), tag_id: tag, value })),
        cv: null,
      };
    });
    const seededIds = this.seed.applicants.flatMap((applicant) => applicant.comments.map((comment) => comment.id));
    this.lastCommentId = Math.max(0, ...seededIds);
  }

  all(): readonly StoredApplicant[] {
    return this.applicants;
  }

  inCompany(companyId: string): StoredApplicant[] {
    return this.applicants.filter((applicant) => applicant.companyId === companyId);
  }

  find(companyId: string, applicantId: string): StoredApplicant | undefined {
    return this.applicants.find((applicant) => applicant.id === applicantId && applicant.companyId === companyId);
  }

  findAnywhere(applicantId: string): StoredApplicant | undefined {
    return this.applicants.find((applicant) => applicant.id === applicantId);
  }

  tagsOf(numericCompanyId: number): SeedTag[] {
    return this.tags.filter((tag) => tag.company_id === numericCompanyId);
  }

  create(input: NewApplicant): StoredApplicant {
    const at = this.now().toISOString();
    const applicant: StoredApplicant = {
      ...input,
      id: newServiceId(),
      candidateId: newServiceId(),
      status: 1,
      appliedOn: at.slice(0, 10),
      createdAt: at,
      updatedAt: at,
      comments: [],
      traits: [],
    };
    this.applicants.push(applicant);
    return applicant;
  }

  move(applicant: StoredApplicant, columnId: number): void {
    applicant.columnId = columnId;
    applicant.updatedAt = this.now().toISOString();
  }

  archive(applicant: StoredApplicant): void {
    applicant.status = 0;
    applicant.updatedAt = this.now().toISOString();
  }

  addComment(applicant: StoredApplicant, note: NewComment): CommentInput {
    this.lastCommentId += 1;
    const made: CommentInput = {
      id: this.lastCommentId,
      text: note.text,
      private: note.private,
      favorite: false,
      created_by: note.author.userId,
      created_at: this.now().toISOString(),
      type: note.type,
      reply_to: note.replyTo,
      author: { ...note.author.author },
      attachments: [],
    };
    applicant.comments.push(made);
    return made;
  }

  removeComment(applicant: StoredApplicant, commentId: number): boolean {
    const before = applicant.comments.length;
    applicant.comments = applicant.comments.filter((comment) => comment.id !== commentId);
    return applicant.comments.length < before;
  }

  /**
   * Gives the applicant a tag value: a tag with one value has it replaced, a multiple tag gains it;
   * a value already there is answered as it is (no second copy). A creatable tag learns a new value.
   */
  setTrait(applicant: StoredApplicant, tag: SeedTag, value: string): StoredTrait {
    const existing = applicant.traits.find((one) => one.tag_id === tag.id && one.value === value);
    if (existing) return existing;
    if (!tag.multiple) applicant.traits = applicant.traits.filter((one) => one.tag_id !== tag.id);
    const made = { id: newServiceId(), tag_id: tag.id, value };
    applicant.traits.push(made);
    if (tag.creatable && !tagValues(tag.values).includes(value)) tag.values = tag.values ? `${tag.values};${value}` : value;
    return made;
  }
}
