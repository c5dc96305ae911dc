import { useEffect, useState } from 'preact/hooks';
import { applicantPageLink } from '../../api/applicant-page';
import { isTestBuild } from '../../platform/build';
import { readSettings } from '../../settings';

/**
 * The link to an applicant's page in the service's web app, when the recruiter gave its address in
 * the settings; null otherwise (or until the settings are read).
 */
export function useApplicantPage(applicantId: string | undefined): string | null {
  const [link, setLink] = useState<string | null>(null);
  useEffect(() => {
    if (!applicantId) {
      setLink(null);
      return;
    }
    let current = true;
    void readSettings()
      .then(({ applicantPageUrl, companyId }) => {
        if (current) setLink(applicantPageLink(applicantPageUrl, { applicantId, companyId }, isTestBuild));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [applicantId]);
  return link;
}
