/** What the popup ended reading with: the candidate form's name, e-mail and notes, or the message shown. */
export interface Outcome {
  kind: 'candidate' | 'message' | 'none';
  text: string;
}

/**
 * Evaluated in the popup (through the DevTools protocol: the page's CSP forbids evaluating strings
 * itself): resolves once the popup has ended reading, with the candidate form, a document's
 * message, an error, or (nothing found) its Vacancies view; watches the page's changes instead of
 * polling it. `fileGiven`: an error shown before the file was given is no outcome. Plain JavaScript
 * in a string: tsx would wrap named functions in a helper the page does not have.
 */
export const popupOutcome = (giveUpMs: number, fileGiven: boolean) => `new Promise((resolve) => {
  const outcome = () => {
    const view = document.querySelector('section[aria-labelledby="candidate-title"]');
    const selected = document.querySelector('[role="tab"][aria-selected="true"]');
    if (!view) return selected && /Vacancies/.test(selected.textContent) ? { kind: 'message', text: 'nothing found: the popup turned to Vacancies' } : null;
    const form = view.querySelector('.candidate');
    if (form) {
      const value = (id) => (form.querySelector('#' + id) || {}).value || '';
      const notes = [...form.querySelectorAll('.extraction-notes li')].map((li) => li.textContent);
      return { kind: 'candidate', text: [value('field-firstName') + ' ' + value('field-lastName') + ' <' + value('field-email') + '>', ...notes].join('; ') };
    }
    const notice = view.querySelector('.notice[role="status"]') || (${fileGiven} ? null : view.querySelector('[role="alert"]'));
    return notice ? { kind: 'message', text: [...notice.children].map((line) => line.textContent).join(' ') } : null;
  };
  const observer = new MutationObserver(() => check());
  const timer = setTimeout(() => finish({ kind: 'none', text: 'nothing shown within ${giveUpMs} ms' }), ${giveUpMs});
  const finish = (result) => { observer.disconnect(); clearTimeout(timer); resolve(result); };
  const check = () => { const result = outcome(); if (result) finish(result); };
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  check();
})`;
