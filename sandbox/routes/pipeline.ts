import { moveApplicantRequest, tagAccepts, tagValues, traitRequest } from '../../lib/api/schemas';
import type { SandboxContext } from '../context';
import { HttpError, parseFields, readMultipartBody, sendJson } from '../http';
import type { StoredApplicant } from '../pipeline-store';
import { route, SEGMENT, type RequestContext, type Route } from '../router';
import type { SeedMember } from '../seed';
import { callerAndCompany, validBody } from './request';

/** What a comment may weigh; the sandbox takes no attachments, so this is generous for text. */
const MAX_COMMENT_BYTES = 1_000_000;

/**
 * The pipeline calls of service-notes.md ("Adding a candidate to a vacancy"): columns, moving and
 * archiving an application, notes, tags and traits, members.
 */
export function pipelineRoutes(sandbox: SandboxContext): Route[] {
  const { seed, pipeline } = sandbox;

  function applicantOf(request: RequestContext, applicantIndex: number) {
    const { principal, company } = callerAndCompany(sandbox, request);
    const applicantId = request.params[applicantIndex]!;
    const applicant = pipeline.find(company.id, applicantId);
    if (!applicant) throw new HttpError(404, `Applicant ${applicantId} not found.`);
    return { principal, company, applicant };
  }

  /** `/company/{c}/vacancy/{v}/applicant/{a}`: the application must be in that vacancy. */
  function applicationOf(request: RequestContext) {
    const found = applicantOf(request, 2);
    const vacancyId = request.params[1]!;
    if (found.applicant.vacancyId !== vacancyId) {
      throw new HttpError(404, `Applicant ${found.applicant.id} has not applied to vacancy ${vacancyId}.`);
    }
    return found;
  }

  const applicationPath = `/company/${SEGMENT}/vacancy/${SEGMENT}/applicant/${SEGMENT}`;
  const applicantPath = `/company/${SEGMENT}/applicant/${SEGMENT}`;

  return [
    route('GET', `/company/${SEGMENT}/columns`, (request) => {
      const { company } = callerAndCompany(sandbox, request);
      const columns = seed.columns.filter((column) => column.company_id === company.id).sort((a, b) => a.position - b.position);
      sendJson(request.res, 200, columns);
    }),

    route('PUT', applicationPath, async (request) => {
      const { company, applicant } = applicationOf(request);
      const { column_id } = await validBody(request.req, moveApplicantRequest);
      if (!seed.columns.some((column) => column.id === column_id && column.company_id === company.id)) {
        throw new HttpError(400, `Column ${column_id} is not a column of company ${company.id}.`);
      }
      pipeline.move(applicant, column_id);
      sendJson(request.res, 200, applicationDocument(applicant));
    }),

    route('DELETE', applicationPath, (request) => {
      const { applicant } = applicationOf(request);
      pipeline.archive(applicant);
      sendJson(request.res, 200, applicationDocument(applicant));
    }),

    // Notes come from people: the service refuses them from an API key.
    route('POST', `${applicantPath}/comment`, async (request) => {
      const { principal, company, applicant } = applicantOf(request, 1);
      if (principal.kind !== 'user') {
        throw new HttpError(403, 'Comments cannot be created with an API key: sign in to get a user token.');
      }
      const author = seed.members.find((member) => member.companyId === company.id && member.user.email === principal.email);
      if (!author) throw new HttpError(403, `${principal.email} is not a member of company ${company.id}.`);
      const form = await readMultipartBody(request.req, MAX_COMMENT_BYTES);
      const made = pipeline.addComment(applicant, { ...commentFields(form, applicant), author: personOf(author) });
      sendJson(request.res, 200, made);
    }),

    route('DELETE', `${applicantPath}/comment/${SEGMENT}`, (request) => {
      const { applicant } = applicantOf(request, 1);
      const commentId = Number(request.params[2]);
      if (!Number.isInteger(commentId) || !pipeline.removeComment(applicant, commentId)) {
        throw new HttpError(404, `Comment ${request.params[2]} not found on applicant ${applicant.id}.`);
      }
      sendJson(request.res, 200, { statusCode: 200, message: 'Comment deleted' });
    }),

    route('GET', `/company/${SEGMENT}/tags`, (request) => {
      const { company } = callerAndCompany(sandbox, request);
      sendJson(request.res, 200, pipeline.tagsOf(company.numericId));
    }),

    route('GET', `${applicantPath}/traits`, (request) => {
      const { applicant } = applicantOf(request, 1);
      sendJson(request.res, 200, applicant.traits);
    }),

    route('POST', `${applicantPath}/trait`, async (request) => {
      const { company, applicant } = applicantOf(request, 1);
      const { tag: tagId, value } = await validBody(request.req, traitRequest);
      const tag = pipeline.tagsOf(company.numericId).find((one) => one.id === tagId);
      if (!tag) throw new HttpError(400, `Tag ${tagId} is not a tag of company ${company.id}.`);
      if (tag.type !== 'candidates') throw new HttpError(400, `Tag "${tag.title}" is a vacancy tag: it cannot be set on an applicant.`);
      if (!tagAccepts(tag, value)) {
        throw new HttpError(400, `"${value}" is not a value of tag "${tag.title}" (allowed: ${tagValues(tag.values).join(', ')}).`);
      }
      sendJson(request.res, 200, pipeline.setTrait(applicant, tag, value.trim()));
    }),

    route('GET', `/company/${SEGMENT}/members`, (request) => {
      const { company } = callerAndCompany(sandbox, request);
      const withUser = parseFields(request.url, ['user'] as const).has('user');
      const listed = seed.members
        .filter((member) => member.companyId === company.id)
        .map(({ companyId: _companyId, user, ...member }) => (withUser ? { ...member, user } : member));
      sendJson(request.res, 200, listed);
    }),
  ];
}

/** The multipart fields of a comment, checked as the service checks them. */
function commentFields(form: FormData, applicant: StoredApplicant) {
  const text = form.get('text');
  const type = form.get('type');
  const privacy = form.get('private') ?? 'false';
  const replyTo = form.get('reply_to');
  if (typeof type !== 'string' || !type.trim()) throw new HttpError(400, 'type is required (for example "note").');
  if (typeof text !== 'string' || !text.trim()) throw new HttpError(400, 'text is required.');
  if (privacy !== 'true' && privacy !== 'false') throw new HttpError(400, 'private must be true or false.');
  let replyToId: number | null = null;
  if (replyTo !== null && replyTo !== '') {
    replyToId = Number(replyTo);
    if (!applicant.comments.some((comment) => comment.id === replyToId)) {
      throw new HttpError(400, `reply_to: no comment ${String(replyTo)} on applicant ${applicant.id}.`);
    }
  }
  return { text, type: type.trim(), private: privacy === 'true', replyTo: replyToId };
}

function personOf(member: SeedMember) {
  const { user } = member;
  return {
    author: { id: user.id, firstname: user.firstname ?? '', lastname: user.lastname ?? '' },
    userId: user.user_id ?? 0,
    email: user.email,
    language: user.language ?? 'en_GB',
  };
}

const unixSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** An application as `PUT` and `DELETE` on its path answer it (dates in Unix seconds, as the service sends them). */
function applicationDocument(applicant: StoredApplicant) {
  return {
    id: applicant.id,
    vacancy_id: applicant.vacancyId,
    column_id: applicant.columnId,
    score: 0,
    comment: applicant.coverLetter ?? '',
    created_at: unixSeconds(applicant.createdAt),
    updated_at: unixSeconds(applicant.updatedAt),
    status: applicant.status,
    view: true,
    anonym: false,
    external_id: null,
    candidate: {
      id: applicant.candidateId,
      email: applicant.email,
      firstname: applicant.firstname,
      lastname: applicant.lastname,
      urls: applicant.urls,
      created_at: applicant.createdAt,
      phone: applicant.phone,
      consent: true,
    },
    foreigner: false,
  };
}
