import { request } from '../../messaging/client';
import { useAsync } from '../use-async';

/** The comments on one applicant, loaded whenever another applicant is chosen; nothing while none is. */
export function useComments(applicantId: string | null) {
  const { data, error, loading } = useAsync(applicantId, () => request('comments.list', { applicantId: applicantId! }));
  return { comments: data, error, loading };
}
