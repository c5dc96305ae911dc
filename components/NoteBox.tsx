import { useId } from 'preact/hooks';
import { useI18n } from './I18n';

interface Props {
  text: string;
  visibleToTeam: boolean;
  onText: (text: string) => void;
  onVisibleToTeam: (visible: boolean) => void;
}

/** The optional note added with the applicant: private unless "Visible to the team" is ticked. */
export function NoteBox({ text, visibleToTeam, onText, onVisibleToTeam }: Props) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div class="field note-box">
      <label for={`${id}-text`}>{t('noteLabel')}</label>
      <textarea id={`${id}-text`} rows={3} value={text} onInput={(event) => onText(event.currentTarget.value)} />
      <label class="choice">
        <input
          type="checkbox"
          checked={visibleToTeam}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onVisibleToTeam(event.currentTarget.checked)}
        />
        {t('noteVisible')}
      </label>
      <small id={`${id}-hint`}>{t(visibleToTeam ? 'noteTeamHint' : 'notePrivateHint')}</small>
    </div>
  );
}
