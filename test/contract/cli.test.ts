import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { expect, it } from 'vitest';

it('npm run sandbox serves the contract and shuts down cleanly on SIGTERM', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cvi-cli-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts', '--port', '0', '--data', dataDir, '--token-ttl', '60'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    let output = '';
    child.stdout.setEncoding('utf8');
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: string) => {
        output += chunk;
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match) resolve(match[1]!);
      });
      child.once('exit', (code) => reject(new Error(`sandbox exited early (${code}): ${output}`)));
    });
    await expect.poll(() => output).toContain('sandbox-api-key-demo-0001');
    expect(output).toContain('recruiter@example.com / sandbox-password');

    const login = await fetch(`${url}/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'recruiter@example.com', password: 'sandbox-password' }),
    });
    const { token } = (await login.json()) as { token: string };
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(60);
    await expect.poll(() => output).toMatch(/POST \/user\/login 200 \d+ms/);

    const exited = once(child, 'close');
    child.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
    expect(output).toContain('SIGTERM: shutting down');
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
