// A bare node:http server in its own process, the bench's yardstick: it answers every request with
// one recorded answer (status, headers, body bytes), as fast as Node can. Receives the answer from
// its parent over IPC and reports the port it listens on.
import http from 'node:http';

process.once('message', ({ status, headers, body }) => {
  const bytes = Buffer.from(body, 'base64');
  const server = http.createServer((_req, res) => {
    res.writeHead(status, headers);
    res.end(bytes);
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.once('disconnect', () => server.close(() => process.exit(0)));
});
