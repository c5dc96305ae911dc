import { CAREERS_MAX_CV_BYTES, careersCandidateRequest, firstVisibleColumn, type CareersCandidateRequest } from '../../lib/api/schemas';
import type { SandboxContext } from '../context';
import { HttpError, readJsonBody, sendJson } from '../http';
import { verifyUserToken } from '../jwt';
import type { StoredCv } from '../pipeline-store';
import { route, type RequestContext, type Route } from '../router';
import { problemsOf } from './request';

/** Room for a 10 MB CV in base64 (about 13.4 MB) and the rest of the application. */
const MAX_APPLICATION_BYTES = 20 * 1024 * 1024;

/**
 * The careers host's create call and its dry-run twin (service-notes.md, "Adding a candidate to a
 * vacancy"): the vacancy by slug, the company API key in the body, the CV inline. The answer names
 * no applicant: integrations find the new one through `search/applicants`.
 */
export function careersRoutes(sandbox: SandboxContext): Route[] {
  const { seed, pipeline } = sandbox;

  /** Checks everything the live host checks, in its order; answers what would be created. */
  async function acceptedApplication({ req }: RequestContext) {
    const body = await readJsonBody(req, MAX_APPLICATION_BYTES);
    const token = typeof body === 'object' && body !== null && 'token' in body ? body.token : undefined;
    if (typeof token !== 'string' || token === '') throw new HttpError(401, 'Missing API key: send the company API key as "token".');
    const apiKey = seed.apiKeys.find((key) => key.key === token);
    if (!apiKey) {
      const userToken = verifyUserToken(token, sandbox.secret).ok;
      throw new HttpError(403, userToken ? 'A user token cannot create applicants: send the company API key.' : 'Invalid API key.');
    }

    const parsed = careersCandidateRequest.safeParse(body);
    if (!parsed.success) throw new HttpError(400, problemsOf(parsed.error));
    const application = parsed.data;

    const vacancy = seed.vacancies.find((one) => one.slug === application.vacancy);
    if (!vacancy) throw new HttpError(404, `Vacancy "${application.vacancy}" not found.`);
    const company = seed.companies.find((one) => one.numericId === vacancy.company_id)!;
    if (company.id !== apiKey.companyId) throw new HttpError(403, `This API key cannot add applicants to vacancy "${vacancy.slug}".`);
    if (vacancy.status !== 1) {
      const state = vacancy.status === 0 ? 'closed' : 'not published';
      throw new HttpError(403, `Vacancy "${vacancy.slug}" is ${state}: it does not take applications.`);
    }

    const cv = storedCv(application);
    if (cv.kind === 'file' && cv.bytes.byteLength > CAREERS_MAX_CV_BYTES) {
      throw new HttpError(413, `The CV is larger than ${CAREERS_MAX_CV_BYTES / 1024 / 1024} MB.`);
    }
    const column = firstVisibleColumn(seed.columns.filter((one) => one.company_id === company.id))!;
    return { application, vacancy, company, cv, column };
  }

  return [
    route('POST', '/vacancy/candidate/json', async (request) => {
      const { application, vacancy, company, cv, column } = await acceptedApplication(request);
      pipeline.create({
        companyId: company.id,
        vacancyId: vacancy.id,
        firstname: application.firstname,
        lastname: application.lastname,
        email: application.email ?? null,
        phone: application.phone ?? null,
        columnId: column.id,
        source: 'API',
        coverLetter: application.comment ?? null,
        urls: application.urls ?? {},
        cv,
      });
      sendJson(request.res, 200, { status: 200, response: 'applicant created' });
    }),

    route('POST', '/vacancy/candidate/test', async (request) => {
      await acceptedApplication(request);
      sendJson(request.res, 200, { status: 200, response: 'applicant valid (test: nothing created)' });
    }),
  ];
}

function storedCv(application: CareersCandidateRequest): StoredCv {
  if (application.type === 'link') return { kind: 'link', url: application.resume };
  const { data, fileName, contentType } = application.resume;
  return { kind: 'file', fileName, contentType, bytes: Buffer.from(data, 'base64') };
}
