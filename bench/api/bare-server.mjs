// The baseline: a bare Express 5 app with one JSON GET and one JSON POST route, no database,
// no middleware beyond the JSON parser. Runs in its own process (as the API does) and prints its port.
import { randomUUID } from 'node:crypto';
import express from 'express';

const app = express();
app.get('/bare', (_req, res) => {
  res.json({ ok: true });
});
app.post('/bare', express.json(), (_req, res) => {
  res.status(201).json({ id: randomUUID() });
});
const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
