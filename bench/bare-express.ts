// The floor: a bare Express handler answering JSON it already holds. `/json` is a small document;
// `/floor/:id` answers the body Tessera gave for bench case `id` (the file BENCH_FLOOR_BODIES
// maps ids to bodies), so each case is compared with an Express app that does no work but
// serialising the same answer. With a PROJECT argument the same Express app also mounts Tessera
// at /cms (`app.use('/cms', tessera.express())`), so the cost of the adapter is measured against
// this floor in the same process.
//
// The app runs on the server Tessera's `serve` runs on (expressServer), so that the floor and
// Tessera differ only by the work Tessera does. The same app is also served the way Express's own
// `app.listen` serves it (`http.createServer(app)`), whose requests cost more (express-server.ts),
// for the bench to show by how much.
import express from 'express';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createTessera } from '../server/app.ts';
import { expressServer } from '../server/adapters/express-server.ts';

const app = express();
const body = {
  data: [{ id: 1, attributes: { title: 'Hello', views: 1 } }],
  meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } },
};
app.get('/json', (_req, res) => {
  res.json(body);
});
const bodies: Record<string, unknown> = process.env.BENCH_FLOOR_BODIES
  ? JSON.parse(readFileSync(process.env.BENCH_FLOOR_BODIES, 'utf8'))
  : {};
app.all('/floor/:id', (req, res) => {
  res.json(bodies[req.params.id]);
});
// The floor of a create: the JSON body parsed, an answer shaped like Tessera's built and sent.
app.post('/floor-create', express.json(), (req, res) => {
  const now = new Date().toISOString();
  res.json({ data: { id: 1, attributes: { ...req.body.data, createdAt: now, updatedAt: now } }, meta: {} });
});
const [project, dbFile] = process.argv.slice(2);
if (project) {
  const tessera = await createTessera({ projectDir: project, dbFile, nodeEnv: 'production', log: () => {} });
  app.use('/cms', tessera.express());
}
const listening = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const a = server.address();
      resolve(`http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`);
    }),
  );
const [floor, expressListen] = await Promise.all([listening(expressServer(app)), listening(createServer(app))]);
console.log(`READY ${floor} EXPRESS-LISTEN ${expressListen}`);
