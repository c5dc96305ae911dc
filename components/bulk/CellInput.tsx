import { useEffect, useRef, useState } from 'preact/hooks';

interface Props {
  value: string;
  label: string;
  /** The reader was unsure of it: the recruiter should look. */
  unsure?: boolean;
  disabled?: boolean;
  id?: string;
  onCommit: (value: string) => void;
}

/**
 * A cell the recruiter can edit in place: typing stays in the cell (nothing else renders on a
 * keystroke), the change is kept on Enter or on leaving the cell, Escape puts the value back.
 */
export function CellInput({ value, label, unsure = false, disabled = false, id, onCommit }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  /** What was just kept, shown until the batch says so (it tells the page a moment later). */
  const [kept, setKept] = useState<string | null>(null);
  const cancelled = useRef(false);
  useEffect(() => setKept(null), [value]);
  return (
    <input
      id={id}
      class={unsure ? 'cell cell-unsure' : 'cell'}
      value={draft ?? kept ?? value}
      aria-label={id ? undefined : label}
      disabled={disabled}
      spellcheck={false}
      onFocus={() => {
        cancelled.current = false;
        setDraft(value);
      }}
      onInput={(event) => setDraft(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
        if (event.key === 'Escape') {
          cancelled.current = true;
          event.currentTarget.blur();
        }
      }}
      onBlur={() => {
        if (!cancelled.current && draft !== null && draft.trim() !== value) {
          setKept(draft.trim());
          onCommit(draft);
        }
        setDraft(null);
      }}
    />
  );
}
