import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/databases.ts';
import { testConfig, testDeps } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { isLoopbackHost } from './dev-routes.ts';

describe('the SMS outbox page is served only to this machine, or when asked for', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase('pglite', { seed: false });
  });
  afterAll(async () => {
    await handle.close();
  });

  const statusesWith = async (config: Config) => {
    const app = await buildApp(testDeps(handle, { config }), { logger: false, serveWeb: false });
    const statuses = [];
    for (const url of ['/dev/outbox', '/dev/outbox.json']) statuses.push((await app.inject({ url })).statusCode);
    await app.close();
    return statuses;
  };

  it.each(['127.0.0.1', 'localhost', '::1', '[::1]', '127.0.0.2'])(
    'serves it on the loopback HOST %s',
    async (host) => {
      expect(await statusesWith(testConfig({ HOST: host }))).toEqual([200, 200]);
    },
  );

  it.each(['0.0.0.0', '::', '192.168.1.20', 'portal.example.co.uk'])('refuses it on HOST %s', async (host) => {
    expect(await statusesWith(testConfig({ HOST: host }))).toEqual([404, 404]);
  });

  it('serves it on any HOST with DEV_OUTBOX=true', async () => {
    expect(await statusesWith(testConfig({ HOST: '0.0.0.0', DEV_OUTBOX: 'true' }))).toEqual([200, 200]);
  });

  it('never serves it in production, whatever the settings say', async () => {
    const config: Config = { ...testConfig({ HOST: '127.0.0.1', DEV_OUTBOX: 'true' }), NODE_ENV: 'production' };
    expect(await statusesWith(config)).toEqual([404, 404]);
  });

  it('tells loopback hosts from the rest', () => {
    const loopback = ['127.0.0.1', '127.255.0.9', 'LOCALHOST', '::1', '::ffff:127.0.0.1'];
    const reachable = ['0.0.0.0', '', '::', '10.0.0.1', '128.0.0.1', 'localhost.example.com'];
    expect(loopback.filter((host) => !isLoopbackHost(host))).toEqual([]);
    expect(reachable.filter(isLoopbackHost)).toEqual([]);
  });
});
