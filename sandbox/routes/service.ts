import {
  applicantSearchRequest,
  candidateMetaRequest,
  commentFields,
  loginRequest,
  vacancyFields,
  type ApplicantSearchRequest,
  type VacancyInput,
} from '../../lib/api/schemas';
import { authenticate, bearerToken } from '../auth';
import type { SandboxContext } from '../context';
import { HttpError, parseFields, sendJson } from '../http';
import { signUserToken } from '../jwt';
import { verifyPassword } from '../passwords';
import { route, SEGMENT, type RequestContext, type Route } from '../router';
import type { StoredApplicant } from '../pipeline-store';
import type { CommentInput, SeedColumn } from '../seed';
import { callerAndCompany, validBody } from './request';

/** The contract's four calls and the two of service-notes.md beside them, as the live service answers them. */
export function serviceRoutes(sandbox: SandboxContext): Route[] {
  const { seed } = sandbox;

  const companyOf = (request: RequestContext) => callerAndCompany(sandbox, request).company;

  return [
    route('POST', '/user/login', async ({ req, res }) => {
      const credentials = await validBody(req, loginRequest);
      const user = seed.users.find((candidate) => candidate.email.toLowerCase() === credentials.email.toLowerCase());
      if (!user || !verifyPassword(credentials.password, user.passwordHash)) {
        throw new HttpError(401, 'Invalid e-mail or password.');
      }
      sendJson(res, 200, { statusCode: 200, token: signUserToken(user.email, sandbox.secret, sandbox.tokenTtlSeconds) });
    }),

    // The contract's example reads a vacancy without a token; a token that is sent must still be valid.
    route('GET', `/vacancy/${SEGMENT}`, ({ req, res, url, params }) => {
      const token = bearerToken(req);
      if (token) authenticate(token, seed, sandbox.secret);
      const fields = parseFields(url, vacancyFields);
      const found = seed.vacancies.find((vacancy) => vacancy.id === params[0]);
      if (!found) throw new HttpError(404, `Vacancy ${params[0]} not found.`);
      sendJson(res, 200, vacancyWith(found, fields));
    }),

    route('GET', `/company/${SEGMENT}/vacancies`, (request) => {
      const company = companyOf(request);
      const fields = parseFields(request.url, vacancyFields);
      const status = request.url.searchParams.get('status');
      if (status !== null && !/^\d+$/.test(status)) throw new HttpError(400, 'status must be an integer.');
      const listed = seed.vacancies.filter(
        (vacancy) => vacancy.company_id === company.numericId && (status === null || vacancy.status === Number(status)),
      );
      sendJson(
        request.res,
        200,
        listed.map((vacancy) => vacancyWith(vacancy, fields)),
      );
    }),

    route('POST', `/company/${SEGMENT}/search/applicants`, async (request) => {
      const company = companyOf(request);
      const filters = await validBody(request.req, applicantSearchRequest);
      const matches = sandbox.pipeline.inCompany(company.id).filter((applicant) => matchesFilters(applicant, filters));
      sendJson(
        request.res,
        200,
        matches.map((applicant) => applicantMatch(applicant, seed.vacancies, seed.columns)),
      );
    }),

    route('GET', `/company/${SEGMENT}/applicant/${SEGMENT}/comments`, (request) => {
      const company = companyOf(request);
      const fields = parseFields(request.url, commentFields);
      const applicant = sandbox.pipeline.find(company.id, request.params[1]!);
      if (!applicant) throw new HttpError(404, `Applicant ${request.params[1]} not found.`);
      const comments = [...applicant.comments].sort((a, b) => a.id - b.id);
      sendJson(
        request.res,
        200,
        comments.map((comment) => commentWith(comment, fields)),
      );
    }),

    route('POST', `/company/${SEGMENT}/search/candidate`, async (request) => {
      const company = companyOf(request);
      if (!company.premium) {
        throw new HttpError(403, 'The Premium option is required to add meta data to a candidate.');
      }
      const payload = await validBody(request.req, candidateMetaRequest);
      const action = sandbox.store.upsert(company.id, payload);
      // Updates answer statusCode as a string, as parts of the live service do.
      const statusCode = action === 'created' ? 200 : '200';
      sendJson(request.res, 200, { statusCode, message: { resource_type: 'candidate', action } });
    }),
  ];
}

function vacancyWith(vacancy: VacancyInput, fields: ReadonlySet<string>): Partial<VacancyInput> {
  const shaped: Partial<VacancyInput> = { ...vacancy };
  for (const field of vacancyFields) if (!fields.has(field)) delete shaped[field];
  return shaped;
}

function commentWith(comment: CommentInput, fields: ReadonlySet<string>): Partial<CommentInput> {
  const shaped: Partial<CommentInput> = { ...comment };
  for (const field of commentFields) if (!fields.has(field)) delete shaped[field];
  return shaped;
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
const digits = (text: string) => text.replace(/\D/g, '');

/** E-mail and names: case-insensitive exact; phone: same last nine digits, whatever the format. */
function matchesFilters(applicant: StoredApplicant, filters: ApplicantSearchRequest): boolean {
  const { email, firstname, lastname, phone } = filters;
  if (email && folded(email) !== folded(applicant.email ?? '')) return false;
  if (firstname && folded(firstname) !== folded(applicant.firstname)) return false;
  if (lastname && folded(lastname) !== folded(applicant.lastname)) return false;
  if (phone && digits(phone).slice(-9) !== digits(applicant.phone ?? '').slice(-9)) return false;
  return true;
}

/** As the service answers it: vacancy and column by title, the vacancy's integer `vacancy_id`, the date as DD/MM/YY. */
function applicantMatch(applicant: StoredApplicant, vacancies: readonly VacancyInput[], columns: readonly SeedColumn[]) {
  const [year, month, day] = applicant.appliedOn.split('-');
  const vacancy = vacancies.find((one) => one.id === applicant.vacancyId);
  return {
    applicant: applicant.id,
    vacancy: vacancy?.title ?? null,
    vacancy_id: vacancy?.vacancy_id ?? null,
    column: columns.find((column) => column.id === applicant.columnId)?.title ?? null,
    status: applicant.status,
    firstname: applicant.firstname,
    lastname: applicant.lastname,
    email: applicant.email,
    phone: applicant.phone,
    created_at: `${day}/${month}/${year!.slice(2)}`,
    source: applicant.source,
  };
}
