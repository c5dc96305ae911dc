import { useCallback, useRef, useState } from 'preact/hooks';
import type { Vacancy } from '@/lib/api';
import { useFirstViewMark } from '@/lib/ui/first-view-mark';
import { useSession, type SessionState } from '@/lib/ui/hooks/use-session';
import type { VacancyListAnswer } from '@/lib/ui/hooks/use-vacancies';
import { openOptionsPage } from '@/lib/ui/options-page';
import type { PopupStart } from '@/lib/ui/popup-start';
import { documentFromSearch, mayHoldCandidate, type TargetTab } from '@/lib/ui/target-tab';
import { CandidateView } from './CandidateView';
import { CommentsView } from './CommentsView';
import { CompanyPrompt } from './CompanyPrompt';
import { useI18n } from './I18n';
import { OutboxList } from './OutboxList';
import { SignIn } from './SignIn';
import { SignOutButton } from './SignOutButton';
import { VacancyDetail } from './VacancyDetail';
import { VacancyList } from './VacancyList';
import { ViewTabs, VIEWS, type View } from './ViewTabs';

/** The popup: sign-in first, then the company once, then the four views. */
export function App({ start, search }: { start: PopupStart; search: string }) {
  const { t } = useI18n();
  const { session, setSession } = useSession(start);
  const [companyId, setCompanyId] = useState(start.settings.companyId);
  const { tab, settings } = start;

  useFirstViewMark();

  return (
    <div class="app">
      <header class="app-head">
        <h1>{t('appName')}</h1>
        <div class="actions">
          <a href="/bulk.html" target="_blank" rel="noopener">
            {t('bulkImport')}
          </a>
          <button type="button" class="link" onClick={openOptionsPage}>
            {t('settings')}
          </button>
          {session.signedIn && <SignOutButton onSignedOut={setSession} />}
        </div>
      </header>
      {!session.signedIn && (
        <SignIn
          serviceUrl={settings.serviceUrl}
          preferApiKey={settings.authMethod === 'api-key'}
          expired={session.expired}
          onSignedIn={setSession}
        />
      )}
      {session.signedIn && !companyId && <CompanyPrompt tab={tab} onSaved={setCompanyId} />}
      {session.signedIn && companyId && (
        <Workspace
          key={`${session.userKey} ${companyId}`}
          tab={tab}
          search={search}
          session={session}
          companyId={companyId}
          cachedVacancies={session === start.session ? start.vacancies : null}
        />
      )}
    </div>
  );
}

interface WorkspaceProps {
  tab: TargetTab | null;
  search: string;
  session: SessionState;
  companyId: string;
  cachedVacancies: VacancyListAnswer | null;
}

/**
 * The four views; each panel keeps its state while another is shown. It opens on the candidate
 * when the tab may hold one, and on the vacancies when it cannot (a browser page) or turns out not to.
 */
function Workspace({ tab, search, session, companyId, cachedVacancies }: WorkspaceProps) {
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
    candidate: (
      <CandidateView
        tab={tab}
        documentLink={documentLink}
        onExtracted={onExtracted}
        onOpenComments={openComments}
        onOpenOutbox={openOutbox}
      />
    ),
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
                <VacancyList onOpen={setVacancy} cached={cachedVacancies} session={session} companyId={companyId} />
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
