// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { VacancyList } from '../../../components/VacancyList';
import type { Vacancy } from '../../../lib/api';
import type { SessionState } from '../../../lib/ui/hooks/use-session';
import type { VacancyListAnswer } from '../../../lib/ui/hooks/use-vacancies';
import { fakeBackground, later, never, refusal } from './support/fake-background';
import { renderInEnglish } from './support/render';

vi.mock('wxt/browser', () => import('./support/browser'));

const alice: SessionState = { signedIn: true, method: 'password', email: 'alice@example.com', userKey: 'user:alice', expiresAt: null };

const vacancy = (id: string, title: string, status: number, city: string) =>
  ({ id, title, reference: `REF-${id}`, status, address: { city, country: 'France' } }) as unknown as Vacancy;

const serviceList: VacancyListAnswer = {
  vacancies: [
    vacancy('v1', 'Data engineer', 1, 'Paris'),
    vacancy('v2', 'Product designer', 1, 'Lyon'),
    vacancy('v3', 'Data analyst', 0, 'Lille'),
  ],
  fetchedAt: Date.now(),
  error: null,
  source: 'service',
  pinned: [],
};

function showList(cached: VacancyListAnswer | null = null) {
  return renderInEnglish(<VacancyList onOpen={() => undefined} cached={cached} session={alice} companyId="DemoCompany00001" />);
}

const titles = () =>
  screen.queryAllByRole('button', { name: /engineer|designer|analyst/ }).map((item) => item.querySelector('.vacancy-title')?.textContent);

beforeEach(() => {
  fakeBrowser.reset();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the vacancy list', () => {
  it('says it is loading while the service has not answered', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    fakeBackground({ 'vacancies.list': () => never() });
    showList();
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveProperty('disabled', true);
    expect(screen.queryByText('Updating the list…')).toBeNull();
    await act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.getByRole('status').textContent).toBe('Updating the list…');
  });

  it('shows the remembered list at once, then the service’s', async () => {
    const fromService = later<VacancyListAnswer>();
    fakeBackground({ 'vacancies.list': () => fromService.promise });
    showList({ ...serviceList, vacancies: [vacancy('v0', 'Former engineer', 1, 'Nantes')], source: 'cache' });
    expect(titles()).toEqual(['Former engineer']);

    fromService.give(serviceList);
    await screen.findByText('Product designer');
    expect(titles()).toEqual(['Data engineer', 'Product designer', 'Data analyst']);
    expect(screen.getByText('REF-v1 · Paris, France · Published')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveProperty('disabled', false);
  });

  it('narrows the list to the words typed and the status picked', async () => {
    fakeBackground({ 'vacancies.list': () => serviceList });
    showList();
    await screen.findByText('Product designer');

    fireEvent.input(screen.getByRole('searchbox', { name: 'Filter vacancies' }), { target: { value: 'data' } });
    expect(titles()).toEqual(['Data engineer', 'Data analyst']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: '0' } });
    expect(titles()).toEqual(['Data analyst']);
    fireEvent.input(screen.getByRole('searchbox', { name: 'Filter vacancies' }), { target: { value: 'designer' } });
    expect(titles()).toEqual([]);
    expect(screen.getByText('No vacancy matches.')).toBeTruthy();
  });

  it('says what failed when the list cannot be had, and what to do', async () => {
    fakeBackground({ 'vacancies.list': () => Promise.reject(refusal('service-failure', 'HTTP 502', { retryable: true })) });
    showList();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The service had a problem.');
    expect(titles()).toEqual([]);
  });

  it('remembers the service’s list for the next opening', async () => {
    fakeBackground({ 'vacancies.list': () => serviceList });
    showList();
    await screen.findByText('Product designer');
    expect(localStorage.getItem('cvi.bootCache.v1')).toContain('Product designer');
  });
});
