import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHttpSmsTransport } from './http-transport.ts';

type Received = { method: string; url: string; headers: IncomingMessage['headers']; body: unknown };

/** A fake SMS provider on 127.0.0.1: answers each request with the next queued status. */
describe('HTTP SMS transport against a local provider', () => {
  let server: Server;
  let url: string;
  let received: Received[] = [];
  let statuses: number[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => {
        raw += chunk;
      });
      request.on('end', () => {
        received.push({ method: request.method!, url: request.url!, headers: request.headers, body: JSON.parse(raw) });
        const status = statuses.shift() ?? 200;
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ status }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/messages`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    received = [];
    statuses = [];
  });

  const transport = () => createHttpSmsTransport({ url, token: 'provider-token', sender: 'DrivePortal' });

  it('posts the text as JSON with the bearer token', async () => {
    statuses = [202];
    await transport().send({ to: '+447700900101', body: 'Your code is 123456' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/v1/messages',
      headers: { authorization: 'Bearer provider-token', 'content-type': 'application/json' },
      body: { from: 'DrivePortal', to: '+447700900101', body: 'Your code is 123456' },
    });
  });

  it('retries once after a 5xx and succeeds', async () => {
    statuses = [503, 200];
    await expect(transport().send({ to: '+447700900101', body: 'hello' })).resolves.toBeUndefined();
    expect(received).toHaveLength(2);
  });

  it('gives up after a second 5xx', async () => {
    statuses = [500, 502];
    await expect(transport().send({ to: '+447700900101', body: 'hello' })).rejects.toThrow('SMS provider answered 502');
    expect(received).toHaveLength(2);
  });

  it('does not retry a 4xx', async () => {
    statuses = [400, 200];
    await expect(transport().send({ to: 'not-a-number', body: 'hello' })).rejects.toThrow('SMS provider answered 400');
    expect(received).toHaveLength(1);
  });

  it('sends no authorization header without a token, and fails when nothing listens', async () => {
    await createHttpSmsTransport({ url, token: undefined, sender: 'X' }).send({ to: '+447700900101', body: 'b' });
    expect(received[0]?.headers.authorization).toBeUndefined();
    const closed = createHttpSmsTransport({
      url: 'http://127.0.0.1:9/none',
      token: undefined,
      sender: 'X',
      timeoutMs: 500,
    });
    await expect(closed.send({ to: '+447700900101', body: 'b' })).rejects.toThrow();
  });
});
