import { useState } from 'preact/hooks';
import { emptyCandidate } from '../../extract/candidate';
import type { BulkTarget } from '../../storage/items/bulk-batch';
import { useCareersAccess } from '../../ui/hooks/use-careers-access';
import { useCredentials } from '../../ui/hooks/use-credentials';
import { usePlacement } from '../../ui/hooks/use-placement';
import { buildPlacement } from '../../ui/import-request';

/**
 * The one placement of a whole batch, with the popup's own choices (vacancy, column, note, tags,
 * remembered for next time), the credentials adding to a vacancy needs, and the careers site's
 * access, asked during the click that imports.
 */
export function useBatchTarget() {
  const placement = usePlacement();
  const credentials = useCredentials();
  const careers = useCareersAccess();
  const [accessRefused, setAccessRefused] = useState(false);

  /** Call in the click: resolves to where the batch goes (null: the candidate data only), or undefined when the careers site was not allowed. */
  function confirm(): Promise<BulkTarget | null | undefined> {
    const { choice } = placement;
    if (!choice) {
      return placement
        .remember()
        .catch(() => undefined)
        .then(() => null);
    }
    const access = careers.ensure();
    const { applicant: _applicant, ...target } = buildPlacement(emptyCandidate(), '', choice);
    return access.then(async (allowed) => {
      setAccessRefused(!allowed);
      if (!allowed) return undefined;
      await placement.remember().catch(() => undefined);
      return target;
    });
  }

  return {
    placement,
    credentials,
    careersHost: careers.careersHost,
    accessRefused,
    /** A vacancy is chosen and the session lacks the API key that creates applicants. */
    needsApiKey: placement.vacancy !== null && credentials.held?.apiKey === false,
    confirm,
  };
}
