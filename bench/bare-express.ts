// The ceiling: a bare Express handler answering a small JSON document.
import express from 'express';

const app = express();
const body = { data: [{ id: 1, attributes: { title: 'Hello', views: 1 } }], meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } } };
app.get('/json', (_req, res) => { res.json(body); });
const server = app.listen(0, '127.0.0.1', () => {
  const a = server.address();
  console.log(`READY http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`);
});
