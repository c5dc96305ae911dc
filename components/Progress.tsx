import { useDelayedFlag } from '@/lib/ui/use-delayed-flag';

/** A spinner with words, only once the work has taken longer than 300 ms. */
export function Progress({ active, label }: { active: boolean; label: string }) {
  const shown = useDelayedFlag(active);
  if (!shown) return null;
  return (
    <p class="progress" role="status">
      <span class="spinner" aria-hidden="true" />
      {label}
    </p>
  );
}
