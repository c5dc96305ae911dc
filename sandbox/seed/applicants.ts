import type { z } from 'zod';
import type { comment, CommentAuthor } from '../../lib/api/schemas';
import { BASIC_COMPANY_ID, DEMO_COMPANY_ID } from './accounts';
import { people } from './members';

/** A comment as the service sends it with `fields=author,attachments`, before normalisation. */
export type CommentInput = z.input<typeof comment>;

export interface SeedApplicant {
  id: string;
  companyId: string;
  /** The 16-character id of the vacancy applied to. */
  vacancyId: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  column: string;
  /** 1 active, 0 archived. */
  status: 0 | 1;
  /** ISO date of the application; the search call answers it as DD/MM/YY. */
  appliedOn: string;
  source: string;
  comments: CommentInput[];
  /** Candidate tags set on the application: the tag's id and the value. */
  traits?: Array<{ tag: string; value: string }>;
}

const { claire, thomas, priya, oliver } = people;

interface CommentSpec {
  id: number;
  by: { author: CommentAuthor; userId: number };
  at: string;
  text: string;
  replyTo?: number;
  private?: boolean;
  favorite?: boolean;
  /** Absent on older comments, as in the contract's own sample. */
  type?: string;
  attachments?: CommentInput['attachments'];
}

function buildComment(spec: CommentSpec): CommentInput {
  return {
    id: spec.id,
    text: spec.text,
    private: spec.private ?? false,
    favorite: spec.favorite ?? false,
    created_by: spec.by.userId,
    created_at: spec.at,
    ...(spec.type === undefined ? {} : { type: spec.type }),
    reply_to: spec.replyTo ?? null,
    author: { ...spec.by.author },
    attachments: spec.attachments ?? [],
  };
}

function file(id: number, filename: string, mimetype: string, size: number) {
  return { id, filename, mimetype, size, url: `https://files.example.com/attachments/${id}/${encodeURIComponent(filename)}` };
}

export const applicants: SeedApplicant[] = [
  {
    id: 'CvzNaatCP9XTaMAF',
    companyId: DEMO_COMPANY_ID,
    vacancyId: 'PrUuVcL2TF3bQPYw',
    firstname: 'Camille',
    lastname: 'Laurent',
    email: 'camille.laurent@example.org',
    phone: '+33 6 39 98 12 45',
    column: 'Technical interview',
    status: 1,
    appliedOn: '2024-09-08',
    source: 'LinkedIn',
    traits: [
      { tag: 'TagDemoSeniority', value: 'Senior' },
      { tag: 'TagDemoLanguages', value: 'Français' },
      { tag: 'TagDemoLanguages', value: 'Anglais' },
    ],
    comments: [
      buildComment({
        id: 1201,
        by: claire,
        at: '2024-09-09T09:12:44.120Z',
        type: 'note',
        favorite: true,
        text: '<p>Strong profile: 6 years of <strong>TypeScript</strong>, led the migration to React at her current company. Phone screen went very well.</p>',
        attachments: [file(77001, 'Camille_Laurent_CV.pdf', 'application/pdf', 184_233)],
      }),
      buildComment({
        id: 1202,
        by: thomas,
        at: '2024-09-09T10:03:17.501Z',
        type: 'note',
        replyTo: 1201,
        text: '<p>Agreed. I booked the pairing session for <em>Thursday 2pm</em>.</p>',
      }),
      buildComment({
        id: 1203,
        by: priya,
        at: '2024-09-12T16:45:00.000Z',
        type: 'note',
        private: true,
        text: '<p>Salary expectation: <strong>£82k</strong>. Notice period 2 months. Keep private until the offer stage.</p>',
      }),
      buildComment({
        id: 1204,
        by: thomas,
        at: '2024-09-12T17:30:09.998Z',
        type: 'note',
        text: '<p>Pairing session notes attached. <img src=x onerror="alert(\'xss\')"> She refactored the booking module cleanly.</p><script>document.body.innerHTML = "pwned"</script><p>See also <a href="javascript:alert(document.cookie)">the full scorecard</a>.</p>',
        attachments: {
          '77002': file(77002, 'pairing-scorecard.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 22_410),
        },
      }),
      buildComment({
        id: 1205,
        by: claire,
        at: '2024-09-13T08:01:55.250Z',
        replyTo: 1204,
        text: 'Thanks Thomas — moving her to the final interview.',
      }),
    ],
  },
  {
    id: 'svjXiHZui5xqxRws',
    companyId: DEMO_COMPANY_ID,
    vacancyId: 'auD8GfcwYnCoBX4L',
    firstname: 'Camille',
    lastname: 'Laurent',
    email: 'camille.laurent@example.org',
    phone: '+33 6 39 98 12 45',
    column: 'Declined',
    status: 0,
    appliedOn: '2024-05-20',
    source: 'Careers site',
    comments: [
      buildComment({
        id: 980,
        by: priya,
        at: '2024-05-22T11:00:00.000Z',
        text: '<p>Not enough Kubernetes experience for this role, but keep her in mind for product engineering.</p>',
      }),
    ],
  },
  {
    id: '9WwR5cg3y4PeT8th',
    companyId: DEMO_COMPANY_ID,
    vacancyId: 'yLJpBUZnss4v9kRK',
    firstname: 'Marc',
    lastname: 'Dubois',
    email: 'marc.dubois@example.net',
    phone: '+33 6 39 98 40 17',
    column: 'Nouveau',
    status: 1,
    appliedOn: '2024-08-25',
    source: 'Indeed',
    comments: [
      buildComment({
        id: 1150,
        by: claire,
        at: '2024-08-26T08:30:12.000Z',
        type: 'note',
        text: '<p>Profil intéressant : 4 ans chez un acteur du paiement, connaît <strong>RabbitMQ</strong>.</p>',
      }),
      buildComment({
        id: 1151,
        by: thomas,
        at: '2024-08-26T09:14:40.333Z',
        type: 'note',
        replyTo: 1150,
        favorite: true,
        text: '<p>D’accord, je l’appelle demain. Préavis d’un mois d’après son CV.</p>',
      }),
      buildComment({
        id: 1152,
        by: claire,
        at: '2024-08-27T15:20:00.000Z',
        type: 'note',
        private: true,
        text: '<p>Prétentions : 57 k€. À voir avec le manager.</p>',
        attachments: {
          id: 77010,
          filename: 'lettre-motivation-marc-dubois.docx',
          mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          size: 31_002,
          url: 'https://files.example.com/attachments/77010/lettre-motivation-marc-dubois.docx',
        },
      }),
    ],
  },
  {
    id: 'NEuQEvdgH4EZgMaA',
    companyId: DEMO_COMPANY_ID,
    vacancyId: 'zeymHBTwq2MFyeHi',
    firstname: 'Aisha',
    lastname: 'Rahman',
    email: 'aisha.rahman@example.com',
    phone: '+44 7700 900123',
    column: 'Offer',
    status: 1,
    appliedOn: '2024-09-11',
    source: 'Referral',
    comments: [
      buildComment({
        id: 1260,
        by: priya,
        at: '2024-09-12T10:10:10.010Z',
        type: 'note',
        favorite: true,
        text: '<p>Referred by Tom (data team). Built the streaming stack at a fintech: exactly what we need.</p>',
      }),
      buildComment({
        id: 1261,
        by: claire,
        at: '2024-09-16T14:00:00.000Z',
        type: 'note',
        text: '<ul><li>Day rate agreed: £550</li><li>Start 14 October</li></ul>',
        attachments: [
          file(77020, 'contract-draft.pdf', 'application/pdf', 96_512),
          file(77021, 'ir35-assessment.pdf', 'application/pdf', 40_960),
        ],
      }),
    ],
  },
  {
    id: 'Uc6KhvpPN9qqbsHy',
    companyId: DEMO_COMPANY_ID,
    vacancyId: 'p3JehTnxSqV2LbUA',
    firstname: 'Hugo',
    lastname: 'Petit',
    email: 'hugo.petit@example.org',
    phone: '+33 6 39 98 77 02',
    column: 'Refusé',
    status: 0,
    appliedOn: '2024-08-02',
    source: 'Welcome to the Jungle',
    comments: [
      buildComment({
        id: 1100,
        by: claire,
        at: '2024-08-05T13:45:00.000Z',
        text: '<p>Candidature spontanée, pas de première expérience en recrutement. Réponse négative envoyée.</p>',
      }),
    ],
  },
  {
    id: 'HQ256wwtGwPcerJT',
    companyId: DEMO_COMPANY_ID,
    vacancyId: 'NnGQ2Z8oCze6f7ac',
    firstname: 'Emily',
    lastname: 'Clarke',
    email: 'emily.clarke@example.com',
    phone: '+44 7700 900456',
    column: 'Phone screen',
    status: 1,
    appliedOn: '2024-09-17',
    source: 'Dribbble',
    comments: [
      buildComment({
        id: 1280,
        by: thomas,
        at: '2024-09-18T09:00:00.000Z',
        type: 'note',
        text: '<p>Lovely portfolio, especially the <a href="https://portfolio.example.com/emily-clarke">clinic onboarding case study</a>.</p>',
        attachments: {
          '77030': file(77030, 'portfolio-excerpt.pdf', 'application/pdf', 2_402_118),
          '77031': file(77031, 'moodboard.png', 'image/png', 845_003),
        },
      }),
      buildComment({
        id: 1281,
        by: priya,
        at: '2024-09-18T11:27:31.400Z',
        type: 'note',
        replyTo: 1280,
        private: true,
        text: 'Currently at an agency; wants to move in-house. Asking €65k.',
      }),
      buildComment({ id: 1282, by: thomas, at: '2024-09-18T12:02:00.000Z', type: 'note', replyTo: 1281, text: 'Within budget 👍' }),
    ],
  },
  {
    id: 'v9Lx3RZthEayETQY',
    companyId: DEMO_COMPANY_ID,
    vacancyId: 'Di7oYbjeVwT8ugii',
    firstname: 'Sofia',
    lastname: 'Rossi',
    email: 'sofia.rossi@example.net',
    phone: '+353 85 555 0142',
    column: 'New',
    status: 1,
    appliedOn: '2024-09-19',
    source: 'LinkedIn',
    comments: [],
  },
  {
    id: 'G7jrCt7jJpMDXsyA',
    companyId: BASIC_COMPANY_ID,
    vacancyId: 'q2ai8jvmd2dKzZjh',
    firstname: 'Tom',
    lastname: 'Baker',
    email: 'tom.baker@example.com',
    phone: '+44 7700 900789',
    column: 'Interview',
    status: 1,
    appliedOn: '2024-09-14',
    source: 'Job centre',
    comments: [
      buildComment({
        id: 3001,
        by: oliver,
        at: '2024-09-15T07:40:00.000Z',
        type: 'note',
        text: '<p>Available for nights immediately. Has a counterbalance forklift licence.</p>',
      }),
    ],
  },
  {
    id: 'fqkLvyPTueN4VmxM',
    companyId: BASIC_COMPANY_ID,
    vacancyId: 'Bi7mPfbGvrhHKGtJ',
    firstname: 'Lucie',
    lastname: 'Fontaine',
    email: 'lucie.fontaine@example.org',
    phone: '+33 6 39 98 55 31',
    column: 'Nouveau',
    status: 1,
    appliedOn: '2025-01-10',
    source: 'Indeed',
    comments: [],
  },
];
