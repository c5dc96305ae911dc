import type { BulkRow } from '../storage/items/bulk-row';
import { adviseOn } from '../ui/error-advice';
import { problemText } from '../ui/extraction-text';
import type { MessageKey, Translator } from '../ui/i18n';
import type { BulkMessageKey, BulkTranslator } from './i18n';
import type { ImportView } from './import-view';
import type { Cell } from './row-candidate';
import type { ReviewReason, RowStatus, StatusKind } from './status';

/** The page speaks with two catalogues: its own, and the extension's for what it shares with the popup. */
export interface BulkWords {
  bulk: BulkTranslator;
  ui: Translator;
}

export const STATUS_LABELS: Record<StatusKind, BulkMessageKey> = {
  ready: 'statusReady',
  'needs-review': 'statusNeedsReview',
  'in-ats': 'statusInAts',
  duplicate: 'statusDuplicate',
  unreadable: 'statusUnreadable',
  checking: 'statusChecking',
  reading: 'statusReading',
};

export const CELL_LABELS: Record<Cell, BulkMessageKey> = {
  name: 'cellName',
  email: 'cellEmail',
  phone: 'cellPhone',
  headline: 'cellHeadline',
  location: 'cellLocation',
};

const REASONS: Record<Exclude<ReviewReason, 'unsure'>, BulkMessageKey> = {
  'no-email': 'reasonNoEmail',
  'name-incomplete': 'reasonNameIncomplete',
  'typed-by-hand': 'reasonTypedByHand',
  'ats-unchecked': 'reasonAtsUnchecked',
};

const STEP_NAMES: Record<string, MessageKey> = {
  create: 'stepNameCreate',
  find: 'stepNameFind',
  move: 'stepNameMove',
  note: 'stepNameNote',
  tags: 'stepNameTags',
  meta: 'stepNameMeta',
};

/** Why the row has its status, in a sentence; null when the status says it all. */
export function statusDetail(status: RowStatus, fileNameOf: (rowId: string) => string, { bulk, ui }: BulkWords): string | null {
  switch (status.kind) {
    case 'unreadable':
      return problemText(status.problem, ui);
    case 'duplicate':
      return bulk.t(status.by === 'file' ? 'duplicateFile' : 'duplicateEmail', fileNameOf(status.of));
    case 'in-ats': {
      const places = status.matches.map((match) =>
        match.column
          ? bulk.t('atsPlaceColumn', match.vacancy ?? bulk.t('atsNoVacancy'), match.column)
          : (match.vacancy ?? bulk.t('atsNoVacancy')),
      );
      return bulk.t('atsFound', [...new Set(places)].join('; '));
    }
    case 'needs-review':
      return status.reasons
        .map((reason) =>
          reason === 'unsure'
            ? bulk.t('reasonUnsure', status.unsure.map((cell) => bulk.t(CELL_LABELS[cell])).join(', '))
            : bulk.t(REASONS[reason]),
        )
        .join(' · ');
    default:
      return null;
  }
}

/** The import column: where the row's job stands. */
export function importText(view: ImportView, { bulk, ui }: BulkWords): string {
  switch (view.kind) {
    case 'not-sent':
      return '';
    case 'waiting':
      return bulk.t('importWaiting');
    case 'sending':
      return bulk.t('importSending');
    case 'running':
      if (view.total === 0) return bulk.t('importQueued');
      return bulk.t('importStep', view.done + 1, view.total, view.step ? ui.t(STEP_NAMES[view.step]!) : '');
    case 'stopped':
      return view.step ? bulk.t('importStoppedAt', ui.t(STEP_NAMES[view.step]!)) : bulk.t('importStopped');
    case 'imported':
      return bulk.t('importDone');
    case 'failed':
      return bulk.t('importFailed');
  }
}

/** What went wrong with a row's import, for the recruiter: the error's own explanation. */
export function importProblem(view: ImportView, ui: Translator): string | null {
  const error = view.kind === 'failed' || view.kind === 'stopped' || view.kind === 'running' ? view.error : null;
  return error ? adviseOn(error, ui, { queued: view.kind === 'running' }).problem : null;
}

export const fileNames = (rows: readonly BulkRow[]) => {
  const names = new Map(rows.map((row) => [row.id, row.fileName]));
  return (id: string) => names.get(id) ?? '';
};
