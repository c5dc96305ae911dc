import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

export interface SandboxProcess {
  url: string;
  close: () => Promise<void>;
}

/**
 * The sandbox service in a process of its own, as the real service is on a machine of its own: its
 * work (and its garbage collection) then never lands inside the time measured for the extension.
 */
export async function startSandboxProcess(dataDir: string): Promise<SandboxProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts', '--port', '0', '--data', dataDir, '--quiet'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the sandbox stopped before listening (exit ${code})`)));
    lines.on('line', (line) => {
      const listening = /listening on (\S+)/.exec(line);
      if (listening) resolve(listening[1]!);
    });
  });
  return {
    url,
    close: async () => {
      lines.close();
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
