import { parseArgs } from 'node:util';
import { DEFAULT_PORT, startSandbox } from './server';
import { apiKeys, companies, users } from './seed';

const USAGE = `Usage: npm run sandbox -- [--port N] [--data DIR] [--token-ttl SECONDS] [--quiet]`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(DEFAULT_PORT) },
      data: { type: 'string' },
      'token-ttl': { type: 'string' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port);
  const tokenTtlSeconds = values['token-ttl'] === undefined ? undefined : Number(values['token-ttl']);
  if (!Number.isInteger(port) || port < 0 || (tokenTtlSeconds !== undefined && !(tokenTtlSeconds >= 0))) {
    console.error(USAGE);
    process.exit(2);
  }

  const sandbox = await startSandbox({ port, dataDir: values.data, quiet: values.quiet, tokenTtlSeconds });
  console.log(`Sandbox service listening on ${sandbox.url} (data: ${sandbox.dataDir})`);
  console.log(`  careers host (Careers URL): ${sandbox.url} (the same server)`);
  console.log(`  demo pages: ${sandbox.url}/demo/`);
  for (const user of users) console.log(`  user: ${user.email} / sandbox-password -> ${user.companyIds.join(', ')}`);
  for (const company of companies) console.log(`  company: ${company.id}${company.premium ? ' (Premium)' : ' (no Premium)'}`);
  for (const key of apiKeys) console.log(`  API key for ${key.companyId}: ${key.key}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
