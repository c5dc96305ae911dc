import type { useCredentials } from '@/lib/ui/hooks/use-credentials';
import type { PlacementState } from '@/lib/ui/hooks/use-placement';
import { ColumnPicker } from './ColumnPicker';
import { ApiKeyPrompt, UserSignInPrompt } from './CredentialPrompt';
import { useI18n } from './I18n';
import { NoteBox } from './NoteBox';
import { Progress } from './Progress';
import { TagPicker } from './TagPicker';

interface Props {
  placement: PlacementState;
  credentials: ReturnType<typeof useCredentials>;
}

/**
 * Once a vacancy is chosen: its column, the note and the tags, and a prompt for each credential
 * those steps need and the session lacks (the popup's import and the bulk page's batch alike).
 */
export function PipelineChoices({ placement, credentials }: Props) {
  const { t } = useI18n();
  return (
    <>
      <Progress active={placement.pipeline.loading} label={t('pipelineLoading')} />
      {placement.pipeline.error && <p class="hint">{t('pipelineUnavailable')}</p>}
      <ColumnPicker columns={placement.pipeline.columns} chosen={placement.column} onChoose={placement.chooseColumn} />
      <NoteBox
        text={placement.note}
        visibleToTeam={placement.visibleToTeam}
        onText={placement.setNote}
        onVisibleToTeam={placement.setVisibleToTeam}
      />
      <TagPicker tags={placement.pipeline.tags} chosen={placement.tags} onChange={placement.setTags} />
      {credentials.held?.apiKey === false && (
        <ApiKeyPrompt
          busy={credentials.addApiKey.busy}
          error={credentials.addApiKey.error}
          onSave={(apiKey) => void credentials.addApiKey.run(apiKey)}
        />
      )}
      {credentials.held?.userToken === false && placement.note.trim() !== '' && (
        <UserSignInPrompt
          busy={credentials.addUserSignIn.busy}
          error={credentials.addUserSignIn.error}
          onSave={(email, password) => void credentials.addUserSignIn.run(email, password)}
        />
      )}
    </>
  );
}
