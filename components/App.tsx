import { useCallback, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { Vacancy } from '@/lib/api';
import { request } from '@/lib/messaging/client';
import type { Settings } from '@/lib/settings';
import { useFirstViewMark } from '@/lib/ui/first-view-mark';
import { companyIdFrom } from '@/lib/ui/service-ids';
import { documentFromSearch, findTargetTab, type TargetTab } from '@/lib/ui/target-tab';
import { CandidateView } from './CandidateView';
import { CommentsView } from './CommentsView';
import { CompanyPrompt } from './CompanyPrompt';
import { useI18n } from './I18n';
import { OutboxList } from './OutboxList';
import { SignIn, type SessionState } from './SignIn';
import { SignOutButton } from './SignOutButton';
import { VacancyDetail } from './VacancyDetail';
import { VacancyList } from './VacancyList';
import { ViewTabs, VIEWS, type View } from './ViewTabs';

export interface PopupStart {
  session: SessionState;
  /** The tab the popup acts on; null when there is none (no active tab, or it vanished). */
  tab: TargetTab | null;
}

/** What the popup asks the background and the browser before its first view, asked all at once. */
export async function startPopup(search: string): Promise<PopupStart> {
  const [session, tab] = await Promise.all([
    request('session.get', {}).catch((): SessionState => ({ signedIn: false, expired: false })),
    findTargetTab(search).catch(() => null),
  ]);
  return { session, tab };
}

interface Props {
  initialSettings: Settings;
  search: string;
  start: PopupStart;
}

/** The popup: sign-in first, then the company once, then the four views. */
export function App({ initialSettings, search, start }: Props) {
  const { t } = useI18n();
  const [session, setSession] = useState<SessionState>(start.session);
  const [companyId, setCompanyId] = useState(initialSettings.companyId);
  const { tab } = start;

  useFirstViewMark();

  return (
    <div class="app">
      <header class="app-head">
        <h1>{t('appName')}</h1>
        <div class="actions">
          <button type="button" class="link" onClick={() => void browser.runtime.openOptionsPage()}>
            {t('settings')}
          </button>
          {session.signedIn && <SignOutButton onSignedOut={setSession} />}
        </div>
      </header>
      {!session.signedIn && (
        <SignIn serviceUrl={initialSettings.serviceUrl} preferApiKey={initialSettings.authMethod === 'api-key'} expired={session.expired} onSignedIn={setSession} />
      )}
      {session.signedIn && !companyId && (
        <CompanyPrompt suggested={tab?.url ? companyIdFrom(tab.url) : null} onSaved={setCompanyId} />
      )}
      {session.signedIn && companyId && <Workspace tab={tab} search={search} />}
    </div>
  );
}

/** The four views; each panel keeps its state while another is shown. */
function Workspace({ tab, search }: { tab: TargetTab | null; search: string }) {
  const [view, setView] = useState<View>('candidate');
  const [vacancy, setVacancy] = useState<Vacancy | null>(null);
  const [applicantId, setApplicantId] = useState<string | null>(null);
  const chosen = useRef(false);

  const select = useCallback((next: View) => {
    chosen.current = true;
    setView(next);
  }, []);
  // Nothing to import on this tab: open on the vacancies unless the recruiter already picked a view.
  const onExtracted = useCallback((found: boolean) => {
    if (!found && !chosen.current) setView('vacancies');
  }, []);
  const openComments = useCallback(
    (id: string) => {
      setApplicantId(id);
      select('comments');
    },
    [select],
  );
  const openOutbox = useCallback(() => select('outbox'), [select]);

  const panels: Record<View, preact.ComponentChild> = {
    candidate: <CandidateView tab={tab} documentLink={documentFromSearch(search)} onExtracted={onExtracted} onOpenComments={openComments} onOpenOutbox={openOutbox} />,
    vacancies: vacancy ? <VacancyDetail summary={vacancy} onBack={() => setVacancy(null)} /> : null,
    comments: <CommentsView applicantId={applicantId} onApplicant={setApplicantId} />,
    outbox: <OutboxList active={view === 'outbox'} />,
  };

  return (
    <>
      <ViewTabs view={view} onSelect={select} />
      {VIEWS.map((name) => (
        <div key={name} role="tabpanel" id={`panel-${name}`} aria-labelledby={`tab-${name}`} hidden={view !== name}>
          {name === 'vacancies' ? (
            <>
              <div hidden={vacancy !== null}>
                <VacancyList onOpen={setVacancy} />
              </div>
              {panels.vacancies}
            </>
          ) : (
            panels[name]
          )}
        </div>
      ))}
    </>
  );
}
