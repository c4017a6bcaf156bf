// The baseline for GraphQL throughput: a bare node:http server answering every request with the same JSON
// bytes the GraphQL server returns (BENCH_BODY), under the same headers (BENCH_HEADERS), so the load generator
// reads the same response from both. Run as its own process, like the real server, so neither shares an event
// loop with the load generator. Prints {"port":N} once listening.
import http from 'node:http';

const body = Buffer.from(process.env.BENCH_BODY ?? '{}');
const headers = JSON.parse(process.env.BENCH_HEADERS ?? '{"content-type":"application/json; charset=utf-8"}');
const server = http.createServer((request, response) => {
  request.on('data', () => {});
  request.on('end', () => {
    response.writeHead(200, { ...headers, 'content-length': body.length });
    response.end(body);
  });
});
server.keepAliveTimeout = 10_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
