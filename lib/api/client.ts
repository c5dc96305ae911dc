import {
  applicantSearchRequest,
  applicantSearchResponse,
  candidateMetaRequest,
  candidateMetaResponse,
  columnList,
  comment,
  commentDeleted,
  commentFields,
  commentList,
  commentRequest,
  companyTagList,
  loginRequest,
  loginResponse,
  memberList,
  moveApplicantRequest,
  pipelineApplicant,
  trait,
  traitList,
  traitRequest,
  vacancy,
  vacancyList,
  type ApplicantSearchRequest,
  type CandidateMetaRequest,
  type CommentField,
  type CommentRequest,
  type LoginRequest,
  type TraitRequest,
  type VacancyField,
} from './schemas';
import { createHttpCaller, type HttpCallerOptions } from './http-call';

export { DEFAULT_MAX_ANSWER_BYTES, DEFAULT_TIMEOUT_MS, type FetchLike } from './http-call';

export interface ApiClientOptions extends HttpCallerOptions {
  /** A user token or a company API key: both are sent as a bearer token. */
  token?: string | null;
}

const segment = encodeURIComponent;

/** The API host: one function per call, each request and answer checked against its schema. */
export function createApiClient(options: ApiClientOptions) {
  const { baseUrl, call } = createHttpCaller(options);
  const company = (companyId: string) => `/company/${segment(companyId)}`;
  const applicantPath = (companyId: string, applicantId: string) => `${company(companyId)}/applicant/${segment(applicantId)}`;
  const applicationPath = (companyId: string, vacancyId: string, applicantId: string) =>
    `${company(companyId)}/vacancy/${segment(vacancyId)}/applicant/${segment(applicantId)}`;

  return {
    baseUrl,

    login(credentials: LoginRequest) {
      return call({
        method: 'POST',
        path: '/user/login',
        body: { schema: loginRequest, value: credentials },
        response: loginResponse,
        kind: 'login',
        authenticated: false,
      });
    },

    getVacancy(vacancyId: string, fields: readonly VacancyField[] = []) {
      return call({
        method: 'GET',
        path: `/vacancy/${encodeURIComponent(vacancyId)}`,
        query: { fields: fields.join(',') },
        response: vacancy,
      });
    },

    listVacancies(companyId: string, query: { fields?: readonly VacancyField[]; status?: number } = {}) {
      return call({
        method: 'GET',
        path: `/company/${encodeURIComponent(companyId)}/vacancies`,
        query: { fields: query.fields?.join(','), status: query.status?.toString() },
        response: vacancyList,
      });
    },

    searchApplicants(companyId: string, filters: ApplicantSearchRequest = {}) {
      return call({
        method: 'POST',
        path: `/company/${encodeURIComponent(companyId)}/search/applicants`,
        body: { schema: applicantSearchRequest, value: filters },
        response: applicantSearchResponse,
      });
    },

    getComments(companyId: string, applicantId: string, fields: readonly CommentField[] = commentFields) {
      return call({
        method: 'GET',
        path: `/company/${encodeURIComponent(companyId)}/applicant/${encodeURIComponent(applicantId)}/comments`,
        query: { fields: fields.join(',') },
        response: commentList,
      });
    },

    postCandidateMeta(companyId: string, payload: CandidateMetaRequest) {
      return call({
        method: 'POST',
        path: `/company/${encodeURIComponent(companyId)}/search/candidate`,
        body: { schema: candidateMetaRequest, value: payload },
        response: candidateMetaResponse,
        kind: 'candidate-meta',
      });
    },

    /** The company's pipeline columns (what `search/applicants` names by title). */
    listColumns(companyId: string) {
      return call({ method: 'GET', path: `${company(companyId)}/columns`, response: columnList });
    },

    /** Moves an application to a column; `vacancyId` is the vacancy's 16-character id. */
    moveApplicant(companyId: string, vacancyId: string, applicantId: string, columnId: number) {
      return call({
        method: 'PUT',
        path: applicationPath(companyId, vacancyId, applicantId),
        body: { schema: moveApplicantRequest, value: { column_id: columnId } },
        response: pipelineApplicant,
      });
    },

    /** Archives an application (status 0). */
    archiveApplicant(companyId: string, vacancyId: string, applicantId: string) {
      return call({ method: 'DELETE', path: applicationPath(companyId, vacancyId, applicantId), response: pipelineApplicant });
    },

    /** Adds a note, as multipart form data; the service takes it from a signed-in user only (see `user-token-required`). */
    addComment(companyId: string, applicantId: string, note: CommentRequest) {
      return call({
        method: 'POST',
        path: `${applicantPath(companyId, applicantId)}/comment`,
        body: { schema: commentRequest, value: note, encoding: 'form' },
        response: comment,
        kind: 'comment',
      });
    },

    deleteComment(companyId: string, applicantId: string, commentId: number) {
      return call({
        method: 'DELETE',
        path: `${applicantPath(companyId, applicantId)}/comment/${commentId}`,
        response: commentDeleted,
      });
    },

    /** Every tag of the company, candidate and vacancy tags alike (`type` tells them apart). */
    listTags(companyId: string) {
      return call({ method: 'GET', path: `${company(companyId)}/tags`, response: companyTagList });
    },

    getTraits(companyId: string, applicantId: string) {
      return call({ method: 'GET', path: `${applicantPath(companyId, applicantId)}/traits`, response: traitList });
    },

    /** Sets one value of a candidate tag on an applicant; `tag` is the tag's 16-character id. */
    setTrait(companyId: string, applicantId: string, value: TraitRequest) {
      return call({
        method: 'POST',
        path: `${applicantPath(companyId, applicantId)}/trait`,
        body: { schema: traitRequest, value },
        response: trait,
      });
    },

    /** The company's members with their user (always asked with `fields=user`). */
    listMembers(companyId: string) {
      return call({ method: 'GET', path: `${company(companyId)}/members`, query: { fields: 'user' }, response: memberList });
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
