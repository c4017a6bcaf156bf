// Budget (issue 14): server CPU for connected, idle instructors with push (server-sent events on
// /api/messages/events), as a ratio to the CPU of the spec's poll (GetMessages once a second per instructor),
// for 200 simulated instructors on 127.0.0.1: at most 0.05. The server's CPU is read from /proc (Linux).
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { persistedBody, postGraphql, signInCookie } from './http.mjs';

const INSTRUCTORS = 200;
const MAX_RATIO = 0.05;
const POLL_MS = 1000;
/** A little over the server's 25 s heartbeat. */
const PUSH_WINDOW_MS = 27_000;

/** The server process's user + system CPU so far, in milliseconds (clock ticks of 10 ms). */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens one event stream and resolves once the server says it is listening ("ready"). */
const openStream = (baseUrl, cookie, agent) =>
  new Promise((resolve, reject) => {
    const req = request(`${baseUrl}/api/messages/events`, { agent, headers: { cookie, accept: 'text/event-stream' } });
    req.on('response', (res) => {
      if (res.statusCode !== 200) return reject(new Error(`event stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk) => chunk.includes('event: ready') && resolve(req));
      res.on('error', () => {});
    });
    req.on('error', reject);
    req.end();
  });

/** Server CPU while `instructors` streams stay open and idle for `ms`. */
const measurePush = async (baseUrl, pid, cookie, ms) => {
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const streams = await Promise.all(Array.from({ length: INSTRUCTORS }, () => openStream(baseUrl, cookie, agent)));
  await sleep(500);
  const start = cpuMs(pid);
  await sleep(ms);
  const used = cpuMs(pid) - start;
  for (const req of streams) req.destroy();
  agent.destroy();
  await sleep(300);
  return used;
};

/** Server CPU while each of `instructors` pollers asks GetMessages once a second for `ms`. */
const measurePoll = async (baseUrl, pid, cookie, body, ms) => {
  const until = Date.now() + ms;
  const poller = async (offset) => {
    await sleep(offset);
    while (Date.now() < until) {
      const started = Date.now();
      const answer = await postGraphql(baseUrl, body, cookie);
      if (answer.status !== 200 || answer.text.includes('"errors"')) throw new Error(answer.text.slice(0, 200));
      await sleep(Math.max(0, POLL_MS - (Date.now() - started)));
    }
  };
  const start = cpuMs(pid);
  await Promise.all(Array.from({ length: INSTRUCTORS }, (_, i) => poller((i * POLL_MS) / INSTRUCTORS)));
  return cpuMs(pid) - start;
};

export const messagesSuite = {
  name: 'Messages: push vs 1-second polling, server CPU for idle instructors',
  async run({ server, load }) {
    try {
      cpuMs(server.pid);
    } catch {
      return [
        { case: 'push vs poll CPU', value: 'not measured: no /proc for the server process', budget: '', ratio: null },
      ];
    }
    const cookie = await signInCookie(server.baseUrl, '100002');
    const me = JSON.parse((await postGraphql(server.baseUrl, persistedBody('Me'), cookie)).text);
    const instructorId = me.data.me.id;
    const body = persistedBody('GetMessages', { instructorId, input: { offset: 0, total: 20 } });
    const pollMs = Math.max(5000, load.durationMs);
    const poll = await measurePoll(server.baseUrl, server.pid, cookie, body, pollMs);
    // Long enough for every stream's heartbeat to be sent once: the idle cost is mostly that.
    const pushMs = PUSH_WINDOW_MS;
    const push = await measurePush(server.baseUrl, server.pid, cookie, pushMs);
    const perSecond = (cpu, ms) => (cpu * 1000) / ms;
    return [
      {
        case: `server CPU, ${INSTRUCTORS} idle instructors: push vs a 1-second poll each`,
        value: `${perSecond(push, pushMs).toFixed(1)} vs ${perSecond(poll, pollMs).toFixed(1)} ms of CPU a second`,
        budget: `<= ${MAX_RATIO}x`,
        ratio: perSecond(push, pushMs) / Math.max(perSecond(poll, pollMs), 0.001),
        limit: MAX_RATIO,
        detail: `streams open and idle for ${pushMs / 1000} s (a heartbeat each) vs GetMessages (20) once a second`,
      },
    ];
  },
};
