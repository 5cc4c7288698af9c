// The server `serve` and the desktop shell start: Tessera alone in an Express app, on a port (the
// product is specified as an embedded Express server; its cost over a bare handler is in the bench),
// run by a server whose requests are born with Express's prototypes (express-server.ts).
import type { NextFunction, Request, Response } from 'express';
import express from 'express';
import type { Server } from 'node:http';
import { createTessera, type Tessera, type TesseraOptions } from '../app.ts';
import { expressServer } from './express-server.ts';

export interface ListenOptions extends TesseraOptions {
  port?: number;
  host?: string;
}

export interface RunningTessera {
  tessera: Tessera;
  project: Tessera['project'];
  server: Server;
  /** http://host:port */
  url: string;
  close(): Promise<void>;
}

export async function listen(options: ListenOptions): Promise<RunningTessera> {
  const tessera = await createTessera(options);
  const app = express();
  app.disable('x-powered-by');
  app.use(tessera.express());
  // handle() never rejects; only writing the answer can fail, and then the connection is all there is left.
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    options.log?.(`could not send the answer to ${req.method} ${req.url}: ${(err as Error)?.message ?? err}`);
    res.destroy();
  });
  const host = options.host ?? '127.0.0.1';
  let server: Server;
  try {
    server = await new Promise<Server>((resolveListen, reject) => {
      const s = expressServer(app);
      s.once('error', reject);
      s.listen(options.port ?? 1337, host, () => resolveListen(s));
    });
  } catch (err) {
    await tessera.close();
    throw err;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 1337);
  return {
    tessera,
    project: tessera.project,
    server,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.close(() => void tessera.close().then(resolveClose, resolveClose));
        server.closeAllConnections();
      }),
  };
}
