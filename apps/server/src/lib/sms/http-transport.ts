import type { SmsTransport } from './sms-transport.ts';

export type HttpSmsOptions = { url: string; token: string | undefined; sender: string; timeoutMs?: number };

/**
 * Production adapter for an HTTP SMS provider: POST {from, to, body} as JSON with a bearer token.
 * One retry on a network error or 5xx; a 4xx is the request's fault and is not retried.
 */
export const createHttpSmsTransport = (options: HttpSmsOptions): SmsTransport => {
  const attempt = async (to: string, body: string, reference?: string) => {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify({ from: options.sender, to, body, ...(reference ? { reference } : {}) }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
    });
    return response;
  };
  return {
    name: 'http',
    send: async ({ to, body, reference }) => {
      let lastError: unknown;
      for (let tryNumber = 0; tryNumber < 2; tryNumber++) {
        try {
          const response = await attempt(to, body, reference);
          if (response.ok) return;
          lastError = new Error(`SMS provider answered ${response.status}`);
          if (response.status < 500) break;
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError instanceof Error ? lastError : new Error('SMS provider unreachable');
    },
  };
};
