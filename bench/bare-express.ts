// The floor: a bare Express handler answering JSON it already holds. `/json` is a small document;
// `/floor/:id` answers the body Tessera gave for bench case `id` (the file BENCH_FLOOR_BODIES
// maps ids to bodies), so each case is compared with an Express app that does no work but
// serialising the same answer. With a PROJECT argument the same Express app also mounts Tessera
// at /cms (`app.use('/cms', tessera.express())`), so the cost of the adapter is measured against
// this floor in the same process.
import express from 'express';
import { readFileSync } from 'node:fs';
import { createTessera } from '../server/app.ts';

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
const server = app.listen(0, '127.0.0.1', () => {
  const a = server.address();
  console.log(`READY http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`);
});
