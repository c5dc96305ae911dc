import { describe, expect, it } from 'vitest';
import { freshProgress, type JobProgress, type Placement } from '../../../lib/outbox/placement';
import { jobSteps } from '../../../lib/ui/job-steps';

const placement = (change: Partial<Placement> = {}): Placement => ({
  vacancy: { id: 'PrUuVcL2TF3bQPYw', vacancyId: 58231, slug: 'back-end', title: 'Back-end developer' },
  column: { id: 1305, title: 'Interview' },
  note: { text: 'Good fit.', visibleToTeam: false },
  tags: [
    { tag: 'TagSeniority', value: 'Senior' },
    { tag: 'TagLanguages', value: 'English' },
  ],
  applicant: { firstname: 'Jane', lastname: 'Doe', phone: '', urls: {} },
  ...change,
});

const progress = (change: Partial<JobProgress>): JobProgress => ({ ...freshProgress(), ...change });
const states = (views: ReturnType<typeof jobSteps>) =>
  views.map((view) => `${view.step}:${view.state}${view.variant ? `:${view.variant}` : ''}`);

describe('the steps of a job, as the popup shows them', () => {
  it('leaves out the steps not asked for: no column, no note, no tags', () => {
    const bare = placement({ column: null, note: null, tags: [] });
    expect(jobSteps(bare, undefined, 'running').map((view) => view.step)).toEqual(['create', 'find', 'meta']);
  });

  it('marks what the service has done, the step under way, and what is left', () => {
    const views = jobSteps(
      placement(),
      progress({ createSent: true, created: true, applicantId: 'A1', moved: true, tagsSet: ['TagSeniority=Senior'] }),
      'running',
    );
    expect(states(views)).toEqual(['create:done', 'find:done', 'move:done', 'note:running', 'tags:waiting', 'meta:waiting']);
  });

  it('marks the step a stopped job stopped at, and what is still to do after it', () => {
    const views = jobSteps(
      placement(),
      progress({ createSent: true, created: true, applicantId: 'A1', moved: true, stoppedAt: 'note' }),
      'stopped',
    );
    expect(states(views)).toEqual(['create:done', 'find:done', 'move:done', 'note:stopped', 'tags:waiting', 'meta:waiting']);
  });

  it('says the applicant was found in the vacancy rather than created, and the meta skipped for want of Premium', () => {
    const views = jobSteps(
      placement({ column: null, note: null, tags: [] }),
      progress({ created: true, applicantId: 'A1', meta: 'skipped' }),
      'running',
    );
    expect(states(views)).toEqual(['create:done:found', 'find:done', 'meta:done:skipped']);
  });

  it('once delivered, every step is done, the meta skipped when the delivery says so', () => {
    expect(states(jobSteps(placement({ tags: [] }), undefined, 'delivered', true))).toEqual([
      'create:done',
      'find:done',
      'move:done',
      'note:done',
      'meta:done:skipped',
    ]);
    expect(states(jobSteps(placement({ tags: [] }), progress({ meta: 'posted' }), 'delivered', true)).at(-1)).toBe('meta:done');
  });
});
