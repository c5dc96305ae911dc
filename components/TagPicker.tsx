import { useId, useState } from 'preact/hooks';
import type { ChosenTag } from '@/lib/outbox/placement';
import type { CandidateTag } from '@/lib/ui/hooks/use-placement';
import { useI18n } from './I18n';

interface Props {
  tags: CandidateTag[];
  chosen: ChosenTag[];
  onChange: (chosen: ChosenTag[]) => void;
}

/**
 * The company's candidate tags: only the values the service offers (a list for a tag with one
 * value, boxes to tick for a tag with several), and free text only for a tag that takes new values.
 */
export function TagPicker({ tags, chosen, onChange }: Props) {
  const { t } = useI18n();
  if (tags.length === 0) return null;
  const valuesOf = (tag: CandidateTag) => chosen.filter((pick) => pick.tag === tag.id).map((pick) => pick.value);
  const setValues = (tag: CandidateTag, values: string[]) =>
    onChange([...chosen.filter((pick) => pick.tag !== tag.id), ...values.map((value) => ({ tag: tag.id, value }))]);

  return (
    <fieldset class="tag-picker">
      <legend>{t('tags')}</legend>
      {tags.map((tag) =>
        tag.creatable ? (
          <FreeTag key={tag.id} tag={tag} values={valuesOf(tag)} onValues={(values) => setValues(tag, values)} />
        ) : tag.multiple ? (
          <TagBoxes key={tag.id} tag={tag} values={valuesOf(tag)} onValues={(values) => setValues(tag, values)} />
        ) : (
          <TagSelect key={tag.id} tag={tag} value={valuesOf(tag)[0] ?? ''} onValue={(value) => setValues(tag, value ? [value] : [])} />
        ),
      )}
    </fieldset>
  );
}

function TagSelect({ tag, value, onValue }: { tag: CandidateTag; value: string; onValue: (value: string) => void }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div class="field">
      <label for={id}>{tag.title}</label>
      <select id={id} value={value} onChange={(event) => onValue(event.currentTarget.value)}>
        <option value="">{t('tagNoValue')}</option>
        {tag.values.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

function TagBoxes({ tag, values, onValues }: { tag: CandidateTag; values: string[]; onValues: (values: string[]) => void }) {
  return (
    <fieldset class="tag-boxes">
      <legend>{tag.title}</legend>
      {tag.values.map((option) => (
        <label key={option} class="choice">
          <input
            type="checkbox"
            checked={values.includes(option)}
            onChange={(event) => onValues(event.currentTarget.checked ? [...values, option] : values.filter((value) => value !== option))}
          />
          {option}
        </label>
      ))}
    </fieldset>
  );
}

/** A tag that takes new values: typed freely (several separated by commas when the tag has several), its values suggested. */
function FreeTag({ tag, values, onValues }: { tag: CandidateTag; values: string[]; onValues: (values: string[]) => void }) {
  const { t } = useI18n();
  const id = useId();
  // What is typed is kept as typed (spaces, a trailing comma); the values sent are read from it.
  const [text, setText] = useState(() => values.join(', '));
  const read = (typed: string) => (tag.multiple ? typed.split(',') : [typed]).map((value) => value.trim()).filter(Boolean);
  return (
    <div class="field">
      <label for={id}>{tag.title}</label>
      <input
        id={id}
        list={`${id}-values`}
        value={text}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        onInput={(event) => {
          setText(event.currentTarget.value);
          onValues([...new Set(read(event.currentTarget.value))]);
        }}
      />
      <datalist id={`${id}-values`}>
        {tag.values.map((option) => (
          <option key={option} value={option} />
        ))}
      </datalist>
      <small id={`${id}-hint`}>{t(tag.multiple ? 'tagFreeMultipleHint' : 'tagFreeHint')}</small>
    </div>
  );
}
