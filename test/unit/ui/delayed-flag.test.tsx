// @vitest-environment jsdom
import { render } from '@testing-library/preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedFlag } from '../../../lib/ui/use-delayed-flag';

/** Records what the hook returned at every render, as a component showing a spinner would see it. */
function renderFlag(active: boolean) {
  const seen: boolean[] = [];
  function Probe({ active }: { active: boolean }) {
    seen.push(useDelayedFlag(active));
    return null;
  }
  const view = render(<Probe active={active} />);
  return { seen, rerender: (next: boolean) => view.rerender(<Probe active={next} />) };
}

describe('a progress spinner shows only for slow work', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden for work shorter than 300 ms', async () => {
    const { seen, rerender } = renderFlag(true);
    await act(() => void vi.advanceTimersByTime(299));
    rerender(false);
    await act(() => void vi.advanceTimersByTime(1000));
    expect(seen).not.toContain(true);
  });

  it('shows after 300 ms, and is gone in the very render where the work ends, beside its result', async () => {
    const { seen, rerender } = renderFlag(true);
    await act(() => void vi.advanceTimersByTime(300));
    expect(seen.at(-1)).toBe(true);
    const before = seen.length;
    rerender(false);
    expect(seen.length).toBeGreaterThan(before);
    expect(seen.slice(before)).not.toContain(true);
  });
});
