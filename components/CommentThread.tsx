import type { Attachment } from '@/lib/api';
import { formatBytes, formatDateTime, formatRelative } from '@/lib/ui/format';
import type { CommentNode } from '@/lib/ui/threads';
import { useI18n } from './I18n';
import { SafeHtml } from './SafeHtml';

/** One comment with its replies nested below, oldest first. */
export function CommentThread({ node, now }: { node: CommentNode; now: number }) {
  const { t, locale } = useI18n();
  const { comment, replies } = node;
  const author = comment.author ? `${comment.author.firstname} ${comment.author.lastname}`.trim() : t('authorUnknown', comment.created_by);
  return (
    <li class="comment" data-comment-id={comment.id}>
      <article aria-label={t('commentBy', author)}>
        <header class="comment-head">
          <strong>{author}</strong>
          <time dateTime={comment.created_at} title={formatDateTime(comment.created_at, locale)}>
            {formatRelative(comment.created_at, now, locale)} <span class="hint">({formatDateTime(comment.created_at, locale)})</span>
          </time>
          {comment.private && <span class="mark mark-private">{t('private')}</span>}
          {comment.favorite && (
            <span class="mark mark-favorite">
              <span aria-hidden="true">★ </span>
              {t('favorite')}
            </span>
          )}
        </header>
        <SafeHtml html={comment.text} class="comment-text" />
        {comment.attachments && comment.attachments.length > 0 && (
          <ul class="attachments" aria-label={t('attachments')}>
            {comment.attachments.map((attachment, index) => (
              <AttachmentItem key={index} attachment={attachment} locale={locale} />
            ))}
          </ul>
        )}
      </article>
      {replies.length > 0 && (
        <ol class="replies" aria-label={t('repliesTo', author)}>
          {replies.map((reply) => (
            <CommentThread key={reply.comment.id} node={reply} now={now} />
          ))}
        </ol>
      )}
    </li>
  );
}

function AttachmentItem({ attachment, locale }: { attachment: Attachment; locale: string }) {
  const name = String(attachment.filename ?? attachment.name ?? attachment.id ?? '?');
  const size = typeof attachment.size === 'number' ? ` (${formatBytes(attachment.size, locale)})` : '';
  const url = typeof attachment.url === 'string' && /^https?:/i.test(attachment.url) ? attachment.url : null;
  return (
    <li>
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {name}
        </a>
      ) : (
        name
      )}
      {size}
    </li>
  );
}
