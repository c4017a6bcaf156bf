import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const sendIndex = (reply: FastifyReply) => {
  reply.header('cache-control', 'no-cache');
  return reply.sendFile('index.html');
};

/**
 * The built web app in `webDist`: its files, and index.html for every page route (the SPA routes on the client).
 * The caller names the folder: the server runs from src/ under tsx and from one bundled file in dist/.
 */
export const registerWebApp = async (app: FastifyInstance, webDist: string): Promise<void> => {
  if (!existsSync(webDist)) return;
  await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h' });
  app.get('/', (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/graphql') && !request.url.startsWith('/api/');
    if (isPage && !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) return sendIndex(reply);
    return reply.code(404).send({ error: 'Not Found' });
  });
};
