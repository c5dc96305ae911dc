import { useEffect, useState } from 'preact/hooks';
import type { Candidate } from '../../extract/candidate';

/**
 * The name of the CV that goes with the applicant: the document's own, or for a web page the name
 * of the PDF made from the reviewed fields (its naming is loaded only once a vacancy is chosen).
 */
export function useCvName(candidate: Candidate, documentName: string | null, wanted: boolean): string | null {
  const [madeName, setMadeName] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted || documentName) return;
    let current = true;
    void import('../../cv-pdf/file-name').then(({ cvFileName }) => current && setMadeName(cvFileName(candidate)));
    return () => {
      current = false;
    };
  }, [candidate, documentName, wanted]);
  if (!wanted) return null;
  return documentName ?? madeName;
}
