// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CompanyPrompt } from '../../../components/CompanyPrompt';
import type { ResponseOf } from '../../../lib/messages';
import { settings } from '../../../lib/settings';
import { fakeBackground } from './support/fake-background';
import { renderInEnglish } from './support/render';

vi.mock('wxt/browser', () => import('./support/browser'));

/** The background's answer to `company.check`, for a service that knows one company. */
const checkFor =
  (known: string) =>
  async ({ companyId }: { companyId: string }): Promise<ResponseOf<'company.check'>> =>
    companyId === known
      ? { known: true, error: null }
      : { known: false, error: { kind: 'not-found', message: 'Company not found.', status: 404, retryable: false } };

function showPrompt() {
  const onSaved = vi.fn();
  renderInEnglish(<CompanyPrompt tab={null} onSaved={onSaved} />);
  return { onSaved };
}

function saveCompany(id: string) {
  fireEvent.input(screen.getByLabelText(/^Company ID/), { target: { value: id } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

beforeEach(() => {
  fakeBrowser.reset();
  vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([]);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the company prompt', () => {
  it('keeps a company the service knows', async () => {
    fakeBackground({ 'company.check': checkFor('DemoCompany00001') });
    const { onSaved } = showPrompt();
    saveCompany('DemoCompany00001');

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('DemoCompany00001'));
    expect(await settings.companyId.getValue()).toBe('DemoCompany00001');
  });

  it('says the service does not know a company, and does not keep it unless asked to', async () => {
    fakeBackground({ 'company.check': checkFor('DemoCompany00001') });
    const { onSaved } = showPrompt();
    saveCompany('NoSuchCompany001');

    expect((await screen.findByRole('alert')).textContent).toContain('The service does not know the company NoSuchCompany001.');
    expect(await settings.companyId.getValue()).toBe('');
    expect(onSaved).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Use it anyway' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('NoSuchCompany001'));
    expect(await settings.companyId.getValue()).toBe('NoSuchCompany001');
  });
});
