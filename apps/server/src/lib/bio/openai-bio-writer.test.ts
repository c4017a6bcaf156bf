import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { emptyAnswers } from '@portal/domain/profile';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiBioWriter } from './openai-bio-writer.ts';

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** A fake OpenAI-compatible endpoint on 127.0.0.1: answers with `reply`, or the status in `failWith`. */
describe('OpenAI-compatible bio writer against a local endpoint', () => {
  let server: Server;
  let url: string;
  let seen: Array<{ auth: string | undefined; body: Record<string, unknown> }> = [];
  let failWith: number | null = null;
  let reply: unknown = null;

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const body = JSON.parse(await readBody(request)) as Record<string, unknown>;
      seen.push({ auth: request.headers.authorization, body });
      if (failWith) return response.writeHead(failWith).end('{}');
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    seen = [];
    failWith = null;
    reply = { choices: [{ message: { role: 'assistant', content: '  I teach calmly.  ' } }] };
  });

  const request = {
    displayName: 'Dan',
    badgeDate: '2015-06-01',
    today: '2026-11-25',
    questionAnswers: { ...emptyAnswers(), teaching_style: ['calm', 'patient'] },
  };

  it('sends the model, the key and the facts, and returns the text', async () => {
    const writer = createOpenAiBioWriter({ url, key: 'sk-test', model: 'small-model' });
    await expect(writer.write(request)).resolves.toBe('I teach calmly.');
    expect(seen[0]?.auth).toBe('Bearer sk-test');
    expect(seen[0]?.body.model).toBe('small-model');
    const messages = seen[0]?.body.messages as Array<{ role: string; content: string }>;
    expect(messages[0]?.content).toContain('UK spelling');
    expect(messages[1]?.content).toContain('How would you describe your teaching style? calm; patient');
    expect(messages[1]?.content).toContain('Name: Dan');
  });

  it('fails on an error status or an answer of another shape', async () => {
    const writer = createOpenAiBioWriter({ url, key: undefined, model: 'm' });
    failWith = 503;
    await expect(writer.write(request)).rejects.toThrow('503');
    failWith = null;
    reply = { choices: [] };
    await expect(writer.write(request)).rejects.toThrow();
    expect(seen.at(-1)?.auth).toBeUndefined();
  });
});
