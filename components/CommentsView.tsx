import { useEffect, useState } from 'preact/hooks';
import { useComments } from '@/lib/ui/hooks/use-comments';
import { applicantIdFrom } from '@/lib/ui/service-ids';
import { threadComments } from '@/lib/ui/threads';
import { CommentThread } from './CommentThread';
import { ErrorNotice } from './ErrorNotice';
import { useI18n } from './I18n';
import { Progress } from './Progress';

/** Comments on one applicant: the duplicate check's match, or an id or web-app link the recruiter gives. */
export function CommentsView({ applicantId, onApplicant }: { applicantId: string | null; onApplicant: (id: string) => void }) {
  const { t } = useI18n();
  const [typed, setTyped] = useState(applicantId ?? '');
  const [invalid, setInvalid] = useState(false);
  const { comments, error, loading } = useComments(applicantId);
  const [now] = useState(Date.now());

  useEffect(() => setTyped(applicantId ?? ''), [applicantId]);

  function submit(event: Event) {
    event.preventDefault();
    const id = applicantIdFrom(typed);
    setInvalid(!id);
    if (id) onApplicant(id);
  }

  return (
    <section class="view" aria-labelledby="comments-title">
      <h2 id="comments-title">{t('commentsTitle')}</h2>
      <form class="inline-form" onSubmit={submit}>
        <label class="field">
          <span>{t('applicantId')}</span>
          <input
            value={typed}
            required
            aria-invalid={invalid ? 'true' : undefined}
            aria-describedby="applicant-hint"
            onInput={(e) => setTyped(e.currentTarget.value)}
          />
        </label>
        <button type="submit">{t('showComments')}</button>
      </form>
      <small id="applicant-hint">{invalid ? t('applicantInvalid') : t('applicantHint')}</small>
      <Progress active={loading} label={t('loadingComments')} />
      {error && <ErrorNotice error={error} />}
      {comments && comments.length === 0 && <p class="hint">{t('noComments')}</p>}
      {comments && comments.length > 0 && (
        <ol class="threads" aria-label={t('threads')}>
          {threadComments(comments).map((node) => (
            <CommentThread key={node.comment.id} node={node} now={now} />
          ))}
        </ol>
      )}
    </section>
  );
}
