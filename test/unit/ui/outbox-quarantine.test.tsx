// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nContext } from '../../../components/I18n';
import { OutboxQuarantine } from '../../../components/OutboxQuarantine';
import type { QuarantinedRecord } from '../../../lib/storage/items/quarantined-record';
import { translatorFor } from '../../../lib/ui/bundled-translator';

function unreadable(id: string, raw: unknown): QuarantinedRecord {
  return {
    version: 1,
    id,
    userKey: 'user:a@example.com',
    item: 'outbox-job',
    raw,
    problem: 'outbox-job: reference: Invalid input',
    setAsideAt: 1,
  };
}

function show(records: QuarantinedRecord[], language: 'en' | 'fr' = 'en') {
  const onExport = vi.fn();
  const onDiscard = vi.fn();
  render(
    <I18nContext.Provider value={translatorFor(language, language)}>
      <OutboxQuarantine records={records} busy={false} onExport={onExport} onDiscard={onDiscard} />
    </I18nContext.Provider>,
  );
  return { onExport, onDiscard };
}

afterEach(cleanup);

describe('imports that could not be read, in the Outbox', () => {
  it('says how many, names each by what is left of it, and exports or discards the one chosen', () => {
    const broken = unreadable('q1', { label: 'Broken Record', status: 'pending' });
    const nameless = unreadable('q2', ['not', 'a', 'record']);
    const { onExport, onDiscard } = show([broken, nameless]);

    const region = screen.getByRole('region', { name: '2 imports could not be read' });
    expect(region.textContent).toContain('Export them to keep a copy, or discard them.');
    fireEvent.click(within(screen.getByRole('listitem', { name: 'Broken Record' })).getByRole('button', { name: 'Export' }));
    expect(onExport).toHaveBeenCalledWith(broken);
    fireEvent.click(within(screen.getByRole('listitem', { name: 'Unreadable import 2' })).getByRole('button', { name: 'Discard' }));
    expect(onDiscard).toHaveBeenCalledWith(nameless);
  });

  it('speaks French with the singular form for one', () => {
    show([unreadable('q1', { reference: 'ada@example.com' })], 'fr');
    expect(screen.getByRole('region', { name: "1 import n'a pas pu être lu" })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'ada@example.com' }).textContent).toContain('Exporter');
  });

  it('shows nothing when every stored import could be read', () => {
    show([]);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
