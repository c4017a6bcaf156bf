import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { codeIn, confirm, login } from '../../../test/auth-calls.ts';
import { describeIntegration, type Fixture } from '../../../test/fixture.ts';
import { addInstructor } from '../../../test/instructor-fixture.ts';
import { createHttpSmsTransport } from '../../lib/sms/http-transport.ts';

// The fake provider of the suite running now (one database's suite runs after the other's).
let provider: Server;
let texts: Array<{ to: string; body: string }> = [];
let failWith: number | null = null;

const startProvider = async () => {
  provider = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      if (failWith) return response.writeHead(failWith).end();
      texts.push(JSON.parse(raw));
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/messages`;
  return createHttpSmsTransport({ url, token: 't', sender: 'Portal' });
};

describeIntegration('access codes through the production SMS adapter', { sms: startProvider }, (fx) => {
  let t: Fixture;
  beforeAll(() => {
    t = fx();
  });
  afterAll(async () => {
    await new Promise((resolve) => provider.close(resolve));
  });

  it('texts the code through the provider, and that code signs in', async () => {
    texts = [];
    const account = await addInstructor(t.db);
    const step1 = await login(t, account.adiNumber, account.password);
    expect(texts).toHaveLength(1);
    expect(texts[0]?.to).toBe(account.mobile);
    const step2 = await confirm(t, step1.result!.challengeId!, codeIn(texts[0]!.body));
    expect(step2.result?.authenticated).toBe(true);
  });

  it('reports a failed text as an error with no code details, and signs no one in', async () => {
    failWith = 400;
    const account = await addInstructor(t.db);
    const step1 = await login(t, account.adiNumber, account.password);
    failWith = null;
    expect(step1.data).toBeNull();
    expect(step1.errors?.[0]).toMatchObject({
      message: 'Something went wrong, please try again later.',
      extensions: { code: 'INTERNAL_SERVER_ERROR', reason: 'INTERNAL' },
    });
    expect(step1.cookies).toEqual([]);
  });
});
