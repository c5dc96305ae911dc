import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { Vacancy } from '@/lib/api';
import { request } from '@/lib/messaging/client';
import type { ResponseOf } from '@/lib/messages';
import { readSettings, type Settings } from '@/lib/settings';
import { bootVacancies, readBootCache, rememberSession, rememberVacancies, type BootStorage } from '@/lib/ui/boot-cache';
import { useFirstViewMark } from '@/lib/ui/first-view-mark';
import { documentFromSearch, findTargetTab, mayHoldCandidate, type TargetTab } from '@/lib/ui/target-tab';
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

type VacancyListAnswer = ResponseOf<'vacancies.list'>;

export interface PopupStart {
  settings: Settings;
  session: SessionState;
  /** True when the session above came from the boot cache and the background is still to confirm it. */
  sessionFromCache: boolean;
  /** The tab the popup acts on; null when there is none (no active tab, or it vanished). */
  tab: TargetTab | null;
  /** The vacancy list the popup showed last time, for this user and company. */
  vacancies: VacancyListAnswer | null;
}

/**
 * What the popup needs before its first view. Only the browser is waited on (settings, tab); the
 * background's answers come from the boot cache when it has them, so a sleeping service worker
 * does not hold the view back.
 */
export async function startPopup(search: string, storage: BootStorage): Promise<PopupStart> {
  const cached = readBootCache(storage);
  const [settings, tab, session] = await Promise.all([
    readSettings(),
    findTargetTab(search).catch(() => null),
    cached ? cached.session : askSession(),
  ]);
  return {
    settings,
    session,
    sessionFromCache: cached !== null,
    tab,
    vacancies: bootVacancies(cached, session, settings.companyId),
  };
}

function askSession(): Promise<SessionState> {
  return request('session.get', {}).catch((): SessionState => ({ signedIn: false, expired: false }));
}

/** The popup: sign-in first, then the company once, then the four views. */
export function App({ start, search }: { start: PopupStart; search: string }) {
  const { t } = useI18n();
  const [session, setSession] = useState<SessionState>(start.session);
  const [companyId, setCompanyId] = useState(start.settings.companyId);
  const { tab, settings } = start;

  useFirstViewMark();
  // After the first paint: waking the service worker would compete with it for the processor.
  useEffect(() => {
    if (start.sessionFromCache) void askSession().then(setSession);
  }, [start]);
  useEffect(() => {
    // The session the popup opened with is already what the boot cache holds.
    if (session !== start.session || !start.sessionFromCache) rememberSession(localStorage, session);
  }, [session]);
  const rememberList = useCallback(
    (answer: VacancyListAnswer) => rememberVacancies(localStorage, session, companyId, answer),
    [session, companyId],
  );

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
        <SignIn serviceUrl={settings.serviceUrl} preferApiKey={settings.authMethod === 'api-key'} expired={session.expired} onSignedIn={setSession} />
      )}
      {session.signedIn && !companyId && (
        <CompanyPrompt tab={tab} onSaved={setCompanyId} />
      )}
      {session.signedIn && companyId && (
        <Workspace key={`${session.userKey} ${companyId}`} tab={tab} search={search} cachedVacancies={session === start.session ? start.vacancies : null} onVacancies={rememberList} />
      )}
    </div>
  );
}

interface WorkspaceProps {
  tab: TargetTab | null;
  search: string;
  cachedVacancies: VacancyListAnswer | null;
  onVacancies: (answer: VacancyListAnswer) => void;
}

/**
 * The four views; each panel keeps its state while another is shown. It opens on the candidate
 * when the tab may hold one, and on the vacancies when it cannot (a browser page) or turns out not to.
 */
function Workspace({ tab, search, cachedVacancies, onVacancies }: WorkspaceProps) {
  const documentLink = documentFromSearch(search);
  const [view, setView] = useState<View>(documentLink || (tab && mayHoldCandidate(tab)) ? 'candidate' : 'vacancies');
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
    candidate: <CandidateView tab={tab} documentLink={documentLink} onExtracted={onExtracted} onOpenComments={openComments} onOpenOutbox={openOutbox} />,
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
                <VacancyList onOpen={setVacancy} cached={cachedVacancies} onAnswer={onVacancies} />
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
