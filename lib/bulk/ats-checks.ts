import type { ApplicantMatch } from '../api';
import type { AtsMatch } from '../storage/items/bulk-row';
import { asSerializedError } from '../ui/error-advice';
import type { BatchRows } from './batch-rows';
import { emailToCheck, rowStatuses } from './status';

const asMatch = (match: ApplicantMatch): AtsMatch => ({
  vacancy: match.vacancy,
  vacancyId: match.vacancy_id === null ? null : String(match.vacancy_id),
  column: match.column,
});

/**
 * The duplicate check of every row, one call at a time (the service asks it): the next row waiting
 * for it is checked, the answer kept with the e-mail it was for, so a row whose e-mail the recruiter
 * changes is checked again. Stops when signed out; `wake` starts it again.
 */
export function createAtsChecks(rows: BatchRows, onSignedOut: () => void) {
  let running = false;

  function nextToCheck() {
    const { rows: all } = rows.state();
    const statuses = rowStatuses(all);
    return all.find((row) => statuses.get(row.id)?.kind === 'checking') ?? null;
  }

  async function run(): Promise<void> {
    running = true;
    try {
      for (let row = nextToCheck(); row && rows.state().online; row = nextToCheck()) {
        const email = emailToCheck(row)!;
        try {
          const found = await rows.serial(() => rows.ask('applicants.search', { email }));
          const matches = found.filter((match) => match.email?.toLowerCase() === email).map(asMatch);
          rows.update(row.id, (current) =>
            emailToCheck(current) === email ? { ...current, ats: { state: 'checked', email, matches } } : null,
          );
        } catch (caught) {
          const error = asSerializedError(caught);
          if (error.kind === 'unauthorized') {
            onSignedOut();
            return;
          }
          rows.update(row.id, (current) =>
            emailToCheck(current) === email ? { ...current, ats: { state: 'failed', email, error } } : null,
          );
        }
      }
    } finally {
      running = false;
    }
  }

  return {
    /** Checks what waits for it, unless a round is under way (it takes new rows as it goes). */
    wake(): void {
      if (!running && rows.state().online) void run();
    },
  };
}
