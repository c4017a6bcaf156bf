import { serializeError } from './error-serializer.ts';

type LoggedRequest = { method: string; url: string; routeOptions?: { url?: string | undefined } };

/**
 * What a log line says of a request: its method, its path without the query string (signed links, encrypted
 * sign-in values and onboarding keys travel there) and its route. No address, no headers, no body: the log
 * carries no personal data or secret, only the request id that ties a request's lines together.
 */
export const serializeRequest = (request: LoggedRequest) => ({
  method: request.method,
  path: request.url.split('?')[0],
  route: request.routeOptions?.url,
});

export const logSerializers = {
  err: serializeError,
  req: serializeRequest,
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
};
