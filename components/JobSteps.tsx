import type { JobStep, Placement } from '@/lib/outbox/placement';
import type { MessageKey, Translator } from '@/lib/ui/i18n';
import type { StepState, StepView } from '@/lib/ui/job-steps';
import { useI18n } from './I18n';

const MARKS: Record<StepState, string> = { done: '✓', running: '…', stopped: '✗', waiting: '○' };
const STATE_WORDS: Record<StepState, MessageKey> = {
  done: 'stepDone',
  running: 'stepRunning',
  stopped: 'stepStopped',
  waiting: 'stepWaiting',
};

/** A step named in a sentence: "Stopped at: adding the note". */
export const STEP_NAMES: Record<JobStep, MessageKey> = {
  create: 'stepNameCreate',
  find: 'stepNameFind',
  move: 'stepNameMove',
  note: 'stepNameNote',
  tags: 'stepNameTags',
  meta: 'stepNameMeta',
};

/** What a step did or will do, in the recruiter's words. */
export function stepText({ step, variant }: StepView, placement: Placement, t: Translator['t']): string {
  switch (step) {
    case 'create':
      return variant === 'found' ? t('stepCreateFound', placement.vacancy.title) : t('stepCreate', placement.vacancy.title);
    case 'find':
      return t('stepFind');
    case 'move':
      return t('stepMove', placement.column?.title ?? '');
    case 'note':
      return t('stepNote');
    case 'tags':
      return t('stepTags');
    case 'meta':
      return variant === 'skipped' ? t('stepMetaSkipped') : t('stepMeta');
  }
}

/** The steps of an import into a vacancy, each marked done, under way, stopped or still to do. */
export function JobSteps({ steps, placement }: { steps: StepView[]; placement: Placement }) {
  const { t } = useI18n();
  return (
    <ol class="job-steps" aria-label={t('jobSteps')}>
      {steps.map((view) => (
        <li key={view.step} class={`job-step step-${view.state}`}>
          <span class="step-mark" aria-hidden="true">
            {MARKS[view.state]}
          </span>{' '}
          {stepText(view, placement, t)} <span class="visually-hidden">({t(STATE_WORDS[view.state])})</span>
        </li>
      ))}
    </ol>
  );
}
