import { describe, expect, it } from 'vitest';
import type { Comment } from '../../../lib/api';
import { threadComments, type CommentNode } from '../../../lib/ui/threads';

function comment(id: number, at: string, replyTo: number | null = null): Comment {
  return { id, text: `#${id}`, private: false, favorite: false, created_by: 1, created_at: at, reply_to: replyTo };
}

const shape = (nodes: CommentNode[]): unknown[] => nodes.map((node) => [node.comment.id, shape(node.replies)]);

describe('threadComments', () => {
  it('puts replies under their parent, oldest first at every level', () => {
    const threads = threadComments([
      comment(5, '2024-09-13T08:00:00.000Z', 4),
      comment(1, '2024-09-09T09:00:00.000Z'),
      comment(4, '2024-09-12T17:00:00.000Z'),
      comment(3, '2024-09-09T11:00:00.000Z', 1),
      comment(2, '2024-09-09T10:00:00.000Z', 1),
      comment(6, '2024-09-13T09:00:00.000Z', 5),
    ]);
    expect(shape(threads)).toEqual([
      [
        1,
        [
          [2, []],
          [3, []],
        ],
      ],
      [4, [[5, [[6, []]]]]],
    ]);
  });

  it('starts a thread with a reply whose parent is missing, and loses none in a cycle', () => {
    const orphan = threadComments([comment(7, '2024-01-01T00:00:00.000Z', 99)]);
    expect(shape(orphan)).toEqual([[7, []]]);
    const cycle = threadComments([comment(1, '2024-01-01T00:00:00.000Z', 2), comment(2, '2024-01-02T00:00:00.000Z', 1)]);
    const ids = JSON.stringify(shape(cycle));
    expect(ids).toContain('1');
    expect(ids).toContain('2');
  });
});
