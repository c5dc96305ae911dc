import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { showOutboxState } from '@/lib/background/badge';
import { createDocumentParsing } from '@/lib/background/document-parsing';
import { extractTab } from '@/lib/background/extract-tab';
import { registerLaunchers } from '@/lib/background/launchers';
import { createBackground } from '@/lib/background/services';
import { documentJobs } from '@/lib/document-jobs/job-store';
import { createMessageListener } from '@/lib/messaging/router';
import { isTestBuild } from '@/lib/platform/build';
import { browserLanguage } from '@/lib/platform/i18n';
import { hasOriginPermission } from '@/lib/platform/permissions';
import { parseAwayFromPopup } from '@/lib/platform/offscreen';
import { publishFinishedDocumentJob, publishState } from '@/lib/platform/published-state';
import { readSettings } from '@/lib/settings';
import { translatorFor } from '@/lib/ui/bundled-translator';

const OUTBOX_ALARM = 'outbox-wake';

export default defineBackground(() => {
  const background = createBackground({
    readSettings,
    destination: { isGranted: hasOriginPermission, allowLoopbackHttp: isTestBuild },
    extractTab,
    showOutboxState: (summary) =>
      void readSettings().then((settings) => showOutboxState(summary, translatorFor(settings.interfaceLanguage, browserLanguage()))),
    publishState,
    parseDocument: createDocumentParsing({ parse: parseAwayFromPopup, store: documentJobs, publishFinished: publishFinishedDocumentJob }),
    documentBytes: (jobId) => documentJobs.original(jobId),
    scheduleWake: (when) => {
      if (when === null) void browser.alarms.clear(OUTBOX_ALARM);
      else void browser.alarms.create(OUTBOX_ALARM, { when: Math.max(when, Date.now() + 1_000) });
    },
  });

  browser.runtime.onMessage.addListener(
    createMessageListener(background.handlers, browser.runtime.id, [
      browser.runtime.getURL('/popup.html'),
      browser.runtime.getURL('/options.html'),
      browser.runtime.getURL('/bulk.html'),
    ]) as never,
  );
  registerLaunchers();
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === OUTBOX_ALARM) void background.wake();
  });
  // Every start of the worker (install, browser start, wake-up after being stopped) resumes the outbox.
  void background.wake();
});
