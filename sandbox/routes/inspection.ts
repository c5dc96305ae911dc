import type { SandboxContext } from '../context';
import { faultRulesRequest } from '../faults';
import { HttpError, readJsonBody, sendJson } from '../http';
import { route, type Route } from '../router';

/** `/_sandbox/`: what tests and demos use to look inside and to make the service misbehave. */
export function inspectionRoutes(sandbox: SandboxContext): Route[] {
  return [
    route('GET', '/_sandbox/candidate-meta', ({ res }) => {
      sendJson(res, 200, sandbox.store.snapshot());
    }),

    route('GET', '/_sandbox/candidate-meta/accepted', ({ res }) => {
      sendJson(res, 200, sandbox.store.acceptedPosts());
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
      sandbox.faults.clear();
      sendJson(res, 200, { reset: true });
    }),
  ];
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK.test(address);
}
