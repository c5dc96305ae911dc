// What one Chromium renderer process spends, read from Linux's /proc: the CPU time of all its threads
// (the page, its workers, the garbage collector's helpers) and its peak resident memory. Which
// process renders a page comes from the DevTools protocol (a trace's first event names the process
// of each frame of the page).
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

// Linux reports process times in clock ticks of 1/100 s (USER_HZ) on every architecture Chromium runs on.
const TICK_MS = 10;

interface TraceEvent {
  name: string;
  args?: { data?: { frames?: Array<{ url: string; processId: number; parent?: string }> } };
}

/** The id of the renderer process showing `page`'s main frame. */
export async function rendererPid(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['disabled-by-default-devtools.timeline'] },
    transferMode: 'ReportEvents',
  });
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  const frames = events.find((event) => event.name === 'TracingStartedInBrowser')?.args?.data?.frames ?? [];
  const main = frames.find((frame) => !frame.parent);
  if (!main) throw new Error(`no renderer process found for ${page.url()}`);
  return main.processId;
}

/** CPU time (user and system, every thread the process has had) in milliseconds. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which may itself hold spaces: state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/** Starts the process's peak resident memory again from what it holds now. */
export function resetPeakMemory(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** The process's peak resident memory (VmHWM) since it started or was last reset, in MB. */
export function peakMemoryMb(pid: number): number {
  const kilobytes = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kilobytes) / 1024;
}
