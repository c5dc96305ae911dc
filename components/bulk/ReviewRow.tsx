import { Component } from 'preact';
import type { Cell } from '@/lib/bulk/row-candidate';
import { CELLS } from '@/lib/bulk/row-candidate';
import type { RowLine } from '@/lib/bulk/row-lines';
import { CELL_LABELS } from '@/lib/bulk/labels';
import { useBulkI18n } from './BulkI18n';
import { CellInput } from './CellInput';

interface Props {
  line: RowLine;
  opened: boolean;
  onEdit: (rowId: string, cell: Cell, value: string) => void;
  onInclude: (rowId: string, included: boolean) => void;
  onOpen: (rowId: string) => void;
}

function Row({ line, opened, onEdit, onInclude, onOpen }: Props) {
  const { bulk } = useBulkI18n();
  const unsure = new Set(line.unsure.split(','));
  return (
    <tr class={opened ? 'opened' : undefined} data-status={line.status}>
      <td>
        <input
          type="checkbox"
          checked={line.included}
          disabled={!line.includable || line.locked}
          aria-label={bulk.t('includeRow', line.fileName)}
          onChange={(event) => onInclude(line.id, event.currentTarget.checked)}
        />
      </td>
      <td class="file-cell" title={line.fileName}>
        {line.fileName}
      </td>
      {CELLS.map((cell) => (
        <td key={cell}>
          <CellInput
            value={line.cells[cell]}
            label={bulk.t('cellOf', bulk.t(CELL_LABELS[cell]), line.fileName)}
            unsure={unsure.has(cell)}
            disabled={line.locked}
            onCommit={(value) => onEdit(line.id, cell, value)}
          />
        </td>
      ))}
      <td class="status-cell">
        <span class={`status-badge status-${line.status}`}>{line.statusText}</span>
        {line.detail && <small>{line.detail}</small>}
      </td>
      <td class="import-cell">
        {line.importText}
        {line.importProblem && <small>{line.importProblem}</small>}
      </td>
      <td>
        <button
          type="button"
          class="link"
          aria-label={bulk.t('openRow', line.fileName)}
          aria-expanded={opened}
          onClick={() => onOpen(line.id)}
        >
          {bulk.t('open')}
        </button>
      </td>
    </tr>
  );
}

/** Renders again only when its line or its being open changed (the callbacks are stable): a parse result or a keystroke elsewhere leaves it be. */
export class ReviewRow extends Component<Props> {
  override shouldComponentUpdate(next: Props): boolean {
    return next.opened !== this.props.opened || !sameLine(next.line, this.props.line);
  }
  override render() {
    return <Row {...this.props} />;
  }
}

function sameLine(a: RowLine, b: RowLine): boolean {
  for (const key of Object.keys(a) as Array<keyof RowLine>) {
    if (key === 'cells') {
      if (CELLS.some((cell) => a.cells[cell] !== b.cells[cell])) return false;
    } else if (a[key] !== b[key]) return false;
  }
  return true;
}
