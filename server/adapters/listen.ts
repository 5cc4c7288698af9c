// The server `serve` and the desktop shell start: Tessera alone on a Node HTTP server, on a port.
import { createServer, type Server } from 'node:http';
import { createTessera, type Tessera, type TesseraOptions } from '../app.ts';
import { nodeHandler } from './express.ts';

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
  const handler = nodeHandler(tessera.handle);
  const app = createServer((req, res) =>
    handler(req, res, (err) => {
      // handle() never rejects; only writing the answer can fail, and then the connection is all there is left.
      options.log?.(`could not send the answer to ${req.method} ${req.url}: ${(err as Error)?.message ?? err}`);
      res.destroy();
    }),
  );
  const host = options.host ?? '127.0.0.1';
  let server: Server;
  try {
    server = await new Promise<Server>((resolveListen, reject) => {
      app.once('error', reject);
      app.listen(options.port ?? 1337, host, () => resolveListen(app));
    });
  } catch (err) {
    tessera.close();
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
        server.close(() => {
          tessera.close();
          resolveClose();
        });
        server.closeAllConnections();
      }),
  };
}
