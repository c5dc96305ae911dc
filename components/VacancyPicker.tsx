import type { JSX } from 'preact';
import { useId, useState } from 'preact/hooks';
import type { Vacancy } from '@/lib/api';
import { vacancyOptions } from '@/lib/ui/vacancy-choice';
import { addressLine } from '@/lib/ui/vacancy-text';
import { useI18n } from './I18n';

interface Props {
  vacancies: Vacancy[];
  /** The last vacancies used, most recent first: offered first. */
  recentIds: string[];
  chosen: Vacancy | null;
  onChoose: (vacancyId: string | null) => void;
}

/** An option of the list: a vacancy, or none (a candidate-data-only import). */
type Choice = { vacancy: Vacancy; recent: boolean } | { vacancy: null; recent: false };

/**
 * The vacancy the candidate is added to, as a combobox (WAI-ARIA's list autocomplete): typing
 * filters the company's published vacancies, the last three used come first, and "No vacancy"
 * is always offered. Arrow keys move through the list, Enter chooses, Escape closes it.
 */
export function VacancyPicker({ vacancies, recentIds, chosen, onChoose }: Props) {
  const { t } = useI18n();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  /** What the recruiter typed since the list opened; null shows the chosen vacancy's title. */
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState(0);

  const choices: Choice[] = [{ vacancy: null, recent: false }, ...vacancyOptions(vacancies, recentIds, typed ?? '')];
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeIndex = Math.min(active, choices.length - 1);
  const chosenIndex = Math.max(
    0,
    choices.findIndex((choice) => (choice.vacancy?.id ?? null) === (chosen?.id ?? null)),
  );

  function openList(at = 0) {
    setOpen(true);
    setActive(at);
  }

  function close() {
    setOpen(false);
    setTyped(null);
  }

  function choose(choice: Choice) {
    onChoose(choice.vacancy?.id ?? null);
    close();
  }

  function onKeyDown(event: JSX.TargetedKeyboardEvent<HTMLInputElement>) {
    const last = choices.length - 1;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) openList(chosenIndex);
      else setActive(activeIndex >= last ? 0 : activeIndex + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) openList(chosenIndex);
      else setActive(activeIndex <= 0 ? last : activeIndex - 1);
    } else if (event.key === 'Home' && open) {
      event.preventDefault();
      setActive(0);
    } else if (event.key === 'End' && open) {
      event.preventDefault();
      setActive(last);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const choice = choices[activeIndex];
      if (choice) choose(choice);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  }

  const shown = typed ?? (chosen ? chosen.title : '');
  return (
    <div class="field combobox">
      <label for={inputId}>{t('vacancyLabel')}</label>
      <div class="combobox-row">
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open ? 'true' : 'false'}
          aria-controls={listId}
          aria-activedescendant={open ? optionId(activeIndex) : undefined}
          placeholder={t('vacancyNone')}
          autoComplete="off"
          value={shown}
          onInput={(event) => {
            setTyped(event.currentTarget.value);
            openList(event.currentTarget.value.trim() ? 1 : 0);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <button
          type="button"
          class="combobox-toggle"
          tabIndex={-1}
          aria-label={t('vacancyShowAll')}
          aria-controls={listId}
          aria-expanded={open ? 'true' : 'false'}
          // Keeps the focus in the input, whose blur would close the list again.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => (open ? close() : openList(chosenIndex))}
        >
          ▾
        </button>
      </div>
      <ul id={listId} role="listbox" aria-label={t('vacancyLabel')} class="combobox-list" hidden={!open}>
        {choices.map((choice, index) => {
          const selected = (choice.vacancy?.id ?? null) === (chosen?.id ?? null);
          const detail = choice.vacancy
            ? [choice.vacancy.reference, addressLine(choice.vacancy), choice.recent ? t('vacancyRecent') : ''].filter(Boolean).join(' · ')
            : '';
          return (
            <li
              key={choice.vacancy?.id ?? 'none'}
              id={optionId(index)}
              role="option"
              aria-selected={selected ? 'true' : 'false'}
              class={index === activeIndex ? 'combobox-option active' : 'combobox-option'}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(choice)}
            >
              <span>{choice.vacancy ? choice.vacancy.title : t('vacancyNone')}</span>
              {detail && <span class="hint"> {detail}</span>}
            </li>
          );
        })}
      </ul>
      {open && typed?.trim() && choices.length === 1 && (
        <p class="hint" role="status">
          {t('noVacancies')}
        </p>
      )}
    </div>
  );
}
