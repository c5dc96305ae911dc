import { describe, expect, it } from 'vitest';
import { applicantMatch, candidateMetaResponse, comment, commentList, loginResponse, vacancy } from '../../../lib/api/schemas';
import {
  sampleApplicantMatch,
  sampleAttachment,
  sampleCandidateMetaResponse,
  sampleComment,
  sampleLoginResponse,
  sampleVacancy,
} from './contract-samples';

const firstIssuePath = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  result.error?.issues[0]?.path.join('.');

describe('vacancy.remote', () => {
  it.each([
    ['partime', 'parttime'],
    ['parttime', 'parttime'],
    ['notime', 'notime'],
    ['fulltime', 'fulltime'],
    [true, 'fulltime'],
    [false, 'notime'],
  ] as const)('reads %j as %s', (sent, expected) => {
    expect(vacancy.parse({ ...sampleVacancy, remote: sent }).remote).toBe(expected);
  });

  it('refuses a mode outside the enumeration, pointing at remote', () => {
    const result = vacancy.safeParse({ ...sampleVacancy, remote: 'sometimes' });
    expect(result.success).toBe(false);
    expect(firstIssuePath(result)).toBe('remote');
  });
});

describe('vacancy strictness where the contract is clear', () => {
  it.each([
    ['mensuality', 'w'],
    ['language', 'fr-FR'],
    ['id', 'too-short'],
    ['salary', 70000],
  ])('refuses %s = %j', (field, value) => {
    const result = vacancy.safeParse({ ...sampleVacancy, [field]: value });
    expect(result.success).toBe(false);
    expect(firstIssuePath(result)).toBe(field);
  });

  it('keeps the unknown fields of address, questions, faqs and benefits', () => {
    const parsed = vacancy.parse({
      ...sampleVacancy,
      address: { city: 'London', lat: 51.52 },
      questions: [{ id: 1, question: 'Right to work?', type: 'yesno' }],
      faqs: [{ question: 'Stages?', answer: 'Three' }],
      benefits: [{ title: 'Health insurance' }],
    });
    expect(parsed.address).toEqual({ city: 'London', lat: 51.52 });
    expect(parsed.questions?.[0]).toEqual({ id: 1, question: 'Right to work?', type: 'yesno' });
    expect(parsed.faqs?.[0]?.answer).toBe('Three');
    expect(parsed.benefits?.[0]?.title).toBe('Health insurance');
  });
});

describe('statusCode', () => {
  it.each([200, '200'])('reads %j as the number 200 in login and candidate meta answers', (sent) => {
    expect(loginResponse.parse({ ...sampleLoginResponse, statusCode: sent }).statusCode).toBe(200);
    expect(candidateMetaResponse.parse({ ...sampleCandidateMetaResponse, statusCode: sent }).statusCode).toBe(200);
  });

  it('accepts a login answer without statusCode but not a candidate meta answer', () => {
    const { statusCode: _login, ...loginWithout } = sampleLoginResponse;
    const { statusCode: _meta, ...metaWithout } = sampleCandidateMetaResponse;
    expect(loginResponse.parse(loginWithout).token).toBe(sampleLoginResponse.token);
    expect(candidateMetaResponse.safeParse(metaWithout).success).toBe(false);
  });

  it.each(['OK', '20', 'two hundred'])('refuses %j', (sent) => {
    expect(candidateMetaResponse.safeParse({ ...sampleCandidateMetaResponse, statusCode: sent }).success).toBe(false);
  });
});

describe('comment.type', () => {
  it('is optional, as in the contract sample that lacks it', () => {
    expect('type' in sampleComment).toBe(false);
    expect(comment.parse(sampleComment).type).toBeUndefined();
    expect(comment.parse({ ...sampleComment, type: 'note' }).type).toBe('note');
  });
});

describe('comment.attachments', () => {
  it('keeps an array as it is', () => {
    expect(comment.parse({ ...sampleComment, attachments: [sampleAttachment] }).attachments).toEqual([sampleAttachment]);
  });

  it('turns an object keyed by id into the list of its attachments', () => {
    const other = { ...sampleAttachment, id: 77003, filename: 'notes.docx' };
    const parsed = comment.parse({ ...sampleComment, attachments: { '77002': sampleAttachment, '77003': other } });
    expect(parsed.attachments).toEqual([sampleAttachment, other]);
  });

  it('turns a single attachment object into a one-item list', () => {
    expect(comment.parse({ ...sampleComment, attachments: sampleAttachment }).attachments).toEqual([sampleAttachment]);
  });

  it('reads an empty object as no attachments, and absence as absence', () => {
    expect(comment.parse({ ...sampleComment, attachments: {} }).attachments).toEqual([]);
    const { attachments: _attachments, author: _author, ...bare } = sampleComment;
    const parsed = comment.parse(bare);
    expect(parsed.attachments).toBeUndefined();
    expect(parsed.author).toBeUndefined();
  });

  it('refuses attachments that are neither a list nor an object', () => {
    const result = commentList.safeParse([sampleComment, { ...sampleComment, id: 1205, attachments: 'scorecard.pdf' }]);
    expect(result.success).toBe(false);
    expect(firstIssuePath(result)).toBe('1.attachments');
  });
});

describe('comment strictness', () => {
  it('refuses an author id that is not a 16-character service id, and a date without time', () => {
    const badAuthor = comment.safeParse({ ...sampleComment, author: { ...sampleComment.author, id: 42 } });
    expect(firstIssuePath(badAuthor)).toBe('author.id');
    expect(firstIssuePath(comment.safeParse({ ...sampleComment, created_at: '2024-09-12' }))).toBe('created_at');
  });
});

describe('applicant matches', () => {
  it('accept a numeric applicant id as a string and keep extra fields', () => {
    const parsed = applicantMatch.parse({ ...sampleApplicantMatch, applicant: 1234, rating: 4 });
    expect(parsed.applicant).toBe('1234');
    expect(parsed).toHaveProperty('rating', 4);
  });

  it('refuse a creation date that is not DD/MM/YY', () => {
    expect(firstIssuePath(applicantMatch.safeParse({ ...sampleApplicantMatch, created_at: '2024-09-08' }))).toBe('created_at');
  });
});
