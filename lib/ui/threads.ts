import type { Comment } from '../api';

export interface CommentNode {
  comment: Comment;
  replies: CommentNode[];
}

const byDate = (a: CommentNode, b: CommentNode) => a.comment.created_at.localeCompare(b.comment.created_at) || a.comment.id - b.comment.id;

/**
 * Comments as threads: each reply under the comment it answers (`reply_to`), oldest first at
 * every level. A reply whose parent is not in the list starts a thread of its own, and so does
 * the oldest comment of a reply cycle (bad data must not hide comments).
 */
export function threadComments(comments: readonly Comment[]): CommentNode[] {
  const nodes = new Map(comments.map((comment) => [comment.id, { comment, replies: [] as CommentNode[] }]));
  const roots: CommentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.comment.reply_to === null ? undefined : nodes.get(node.comment.reply_to);
    if (parent && parent !== node) parent.replies.push(node);
    else roots.push(node);
  }
  const reached = new Set<CommentNode>();
  const visit = (node: CommentNode) => {
    if (reached.has(node)) return;
    reached.add(node);
    node.replies.forEach(visit);
  };
  roots.forEach(visit);
  for (const node of [...nodes.values()].sort(byDate)) {
    if (reached.has(node)) continue;
    const parent = nodes.get(node.comment.reply_to!)!;
    parent.replies = parent.replies.filter((reply) => reply !== node);
    roots.push(node);
    visit(node);
  }
  const sort = (list: CommentNode[]) => {
    list.sort(byDate);
    list.forEach((node) => sort(node.replies));
  };
  sort(roots);
  return roots;
}
