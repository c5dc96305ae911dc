import { createHash } from 'node:crypto';
import type { SandboxContext } from '../context';
import { faultRulesRequest } from '../faults';
import { HttpError, readJsonBody, sendJson, sendText } from '../http';
import type { StoredApplicant, StoredCv } from '../pipeline-store';
import { route, SEGMENT, type Route } from '../router';

/** `/_sandbox/`: what tests and demos use to look inside and to make the service misbehave. */
export function inspectionRoutes(sandbox: SandboxContext): Route[] {
  return [
    route('GET', '/_sandbox/candidate-meta', ({ res }) => {
      sendJson(res, 200, sandbox.store.snapshot());
    }),

    route('GET', '/_sandbox/candidate-meta/accepted', ({ res }) => {
      sendJson(res, 200, sandbox.store.acceptedPosts());
    }),

    route('GET', '/_sandbox/applicants', ({ res, url }) => {
      const email = url.searchParams.get('email')?.toLowerCase();
      const company = url.searchParams.get('company');
      const listed = sandbox.pipeline
        .all()
        .filter((applicant) => (!email || applicant.email?.toLowerCase() === email) && (!company || applicant.companyId === company));
      sendJson(res, 200, { applicants: listed.map((applicant) => inspected(applicant, sandbox)) });
    }),

    route('GET', `/_sandbox/applicants/${SEGMENT}/cv`, ({ res, params }) => {
      const applicant = sandbox.pipeline.findAnywhere(params[0]!);
      if (!applicant) throw new HttpError(404, `Applicant ${params[0]} not found.`);
      const { cv } = applicant;
      if (cv?.kind !== 'file') throw new HttpError(404, `Applicant ${applicant.id} has no CV file${cv ? ` (a link: ${cv.url})` : ''}.`);
      sendText(res, 200, cv.bytes, {
        'Content-Type': cv.contentType,
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(cv.fileName)}`,
      });
    }),

    route('GET', '/_sandbox/faults', ({ res }) => {
      sendJson(res, 200, { rules: sandbox.faults.active });
    }),

    route('POST', '/_sandbox/faults', async ({ req, res }) => {
      const parsed = faultRulesRequest.safeParse(await readJsonBody(req));
      if (!parsed.success) {
        throw new HttpError(400, parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
      }
      sandbox.faults.add(parsed.data.rules);
      sendJson(res, 200, { rules: sandbox.faults.active });
    }),

    route('DELETE', '/_sandbox/faults', ({ res }) => {
      sandbox.faults.clear();
      sendJson(res, 200, { rules: [] });
    }),

    route('POST', '/_sandbox/reset', ({ res }) => {
      sandbox.store.clear();
      sandbox.pipeline.reset();
      sandbox.faults.clear();
      sendJson(res, 200, { reset: true });
    }),
  ];
}

/** One application as a test wants to see it: where it is, the CV received (with its digest), notes and tags. */
function inspected(applicant: StoredApplicant, { seed, pipeline }: SandboxContext) {
  const vacancy = seed.vacancies.find((one) => one.id === applicant.vacancyId);
  const company = seed.companies.find((one) => one.id === applicant.companyId);
  const tags = company ? pipeline.tagsOf(company.numericId) : [];
  return {
    id: applicant.id,
    company: applicant.companyId,
    firstname: applicant.firstname,
    lastname: applicant.lastname,
    email: applicant.email,
    phone: applicant.phone,
    vacancy: vacancy ? { id: vacancy.id, vacancy_id: vacancy.vacancy_id, slug: vacancy.slug, title: vacancy.title } : null,
    column: seed.columns.find((column) => column.id === applicant.columnId)?.title ?? null,
    status: applicant.status,
    source: applicant.source,
    created_at: applicant.createdAt,
    cover_letter: applicant.coverLetter,
    urls: applicant.urls,
    cv: cvSummary(applicant.cv),
    notes: applicant.comments.map((comment) => ({
      id: comment.id,
      text: comment.text,
      private: comment.private,
      type: comment.type ?? null,
    })),
    tags: applicant.traits.map((trait) => ({
      tag: trait.tag_id,
      title: tags.find((tag) => tag.id === trait.tag_id)?.title ?? null,
      value: trait.value,
    })),
  };
}

function cvSummary(cv: StoredCv | null) {
  if (!cv) return null;
  if (cv.kind === 'link') return { link: cv.url };
  return {
    fileName: cv.fileName,
    contentType: cv.contentType,
    size: cv.bytes.byteLength,
    sha256: createHash('sha256').update(cv.bytes).digest('hex'),
  };
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK.test(address);
}
