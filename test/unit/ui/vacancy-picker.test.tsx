// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VacancyPicker } from '../../../components/VacancyPicker';
import type { Vacancy } from '../../../lib/api';
import { renderInEnglish } from './support/render';

vi.mock('wxt/browser', () => import('./support/browser'));

const vacancy = (id: string, title: string, city: string, status = 1) =>
  ({ id, vacancy_id: 1, slug: id, title, reference: `REF-${id}`, status, address: { city, country: 'France' } }) as unknown as Vacancy;

const VACANCIES = [
  vacancy('v1', 'Data engineer', 'Paris'),
  vacancy('v2', 'Product designer', 'Lyon'),
  vacancy('v3', 'Data analyst', 'Lille', 0),
  vacancy('v4', 'Développeur back-end', 'Nantes'),
  vacancy('v5', 'Office manager', 'Paris'),
];

/** The picker as the import panel holds it: the choice kept by the parent. */
function Picker({ recentIds = [], onChoose = () => undefined }: { recentIds?: string[]; onChoose?: (id: string | null) => void }) {
  const [chosen, setChosen] = useState<Vacancy | null>(null);
  return (
    <VacancyPicker
      vacancies={VACANCIES}
      recentIds={recentIds}
      chosen={chosen}
      onChoose={(id) => {
        onChoose(id);
        setChosen(VACANCIES.find((one) => one.id === id) ?? null);
      }}
    />
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Vacancy' });
const optionNames = () =>
  within(screen.getByRole('listbox', { name: 'Vacancy' }))
    .queryAllByRole('option')
    .map((option) => option.firstChild?.textContent);

afterEach(cleanup);

describe('the vacancy picker', () => {
  it('is a combobox labelled Vacancy whose list opens with No vacancy and the published vacancies only', () => {
    renderInEnglish(<Picker />);
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(optionNames()).toEqual([
      'No vacancy (candidate data only)',
      'Data engineer',
      'Product designer',
      'Développeur back-end',
      'Office manager',
    ]);
  });

  it('filters as the recruiter types, by title, reference or city, accents or not', () => {
    renderInEnglish(<Picker />);
    fireEvent.input(combobox(), { target: { value: 'developpeur' } });
    expect(optionNames()).toEqual(['No vacancy (candidate data only)', 'Développeur back-end']);
    fireEvent.input(combobox(), { target: { value: 'paris' } });
    expect(optionNames()).toEqual(['No vacancy (candidate data only)', 'Data engineer', 'Office manager']);
    fireEvent.input(combobox(), { target: { value: 'REF-v2' } });
    expect(optionNames()).toEqual(['No vacancy (candidate data only)', 'Product designer']);
    fireEvent.input(combobox(), { target: { value: 'plumber' } });
    expect(optionNames()).toEqual(['No vacancy (candidate data only)']);
    expect(screen.getByText('No vacancy matches.')).toBeTruthy();
  });

  it('offers the last three vacancies used first, most recent first, and says they were used', () => {
    renderInEnglish(<Picker recentIds={['v5', 'v2', 'v4']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show the vacancies' }));
    expect(optionNames()).toEqual([
      'No vacancy (candidate data only)',
      'Office manager',
      'Product designer',
      'Développeur back-end',
      'Data engineer',
    ]);
    const recent = screen.getByRole('option', { name: /Office manager/ });
    expect(recent.textContent).toContain('recently used');
    expect(screen.getByRole('option', { name: /Data engineer/ }).textContent).not.toContain('recently used');
  });

  it('is driven by the keyboard: arrows move the active option, Enter chooses it, Escape closes the list', () => {
    const onChoose = vi.fn();
    renderInEnglish(<Picker onChoose={onChoose} />);
    fireEvent.input(combobox(), { target: { value: 'data' } });
    // Typing makes the first matching vacancy the active option.
    expect(combobox().getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Data engineer/ }).id);
    fireEvent.keyDown(combobox(), { key: 'ArrowUp' });
    expect(combobox().getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /No vacancy/ }).id);
    fireEvent.keyDown(combobox(), { key: 'ArrowUp' });
    expect(combobox().getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: /Data engineer/ }).id);
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    expect(onChoose).toHaveBeenLastCalledWith('v1');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect((combobox() as HTMLInputElement).value).toBe('Data engineer');

    // Reopened, the list starts on the chosen vacancy, marked as selected.
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    const chosen = screen.getByRole('option', { name: /Data engineer/ });
    expect(chosen.getAttribute('aria-selected')).toBe('true');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(chosen.id);
    fireEvent.keyDown(combobox(), { key: 'Escape' });
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(onChoose).toHaveBeenCalledTimes(1);
  });

  it('goes back to no vacancy when the recruiter chooses it', () => {
    const onChoose = vi.fn();
    renderInEnglish(<Picker onChoose={onChoose} />);
    fireEvent.input(combobox(), { target: { value: 'office' } });
    fireEvent.click(screen.getByRole('option', { name: /Office manager/ }));
    expect((combobox() as HTMLInputElement).value).toBe('Office manager');
    fireEvent.keyDown(combobox(), { key: 'Home' });
    fireEvent.keyDown(combobox(), { key: 'ArrowDown' });
    fireEvent.keyDown(combobox(), { key: 'Home' });
    fireEvent.keyDown(combobox(), { key: 'Enter' });
    expect(onChoose).toHaveBeenLastCalledWith(null);
    expect((combobox() as HTMLInputElement).value).toBe('');
  });
});
