// The HTTP server an Express app runs on when Tessera starts it (`serve`, the desktop shell).
//
// Express gives every request its own methods by swapping the prototypes of Node's request and
// response (`Object.setPrototypeOf(req, app.request)`) as each one arrives. V8 then sees objects of
// a changed shape in all of Node's HTTP code that follows: measured on this project's bench machine,
// a bare handler answered 28,000 requests a second on `node:http`, 8,700 once it swapped the two
// prototypes, and an Express app 4,000-6,400. Here Node builds each request and response with
// Express's prototypes from the start, so the swap finds them in place and changes nothing: the
// same Express app, 17,000-21,000 requests a second; 22,000-29,000 once each object is also laid
// out as Node lays out its own (below).
import { createServer, IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

export function expressServer(app: Express): Server {
  // Constructors as functions: a class's `prototype` cannot be set to an object made elsewhere.
  function ExpressRequest(this: IncomingMessage, socket: Socket) {
    IncomingMessage.call(this, socket);
  }
  ExpressRequest.prototype = app.request;
  // Node passes the server's options (highWaterMark and the like) on, which the typings leave out.
  const construct = ServerResponse as unknown as (this: ServerResponse, req: IncomingMessage, options?: object) => void;
  function ExpressResponse(this: ServerResponse, req: IncomingMessage, options?: object) {
    construct.call(this, req, options);
  }
  ExpressResponse.prototype = app.response;
  // Each constructor inherits from Node's as a subclass would: V8 sizes the objects a function
  // builds by the fields the functions up that chain assign. Without it, a response had room for a
  // few of ServerResponse's 40-odd fields; the rest put it in dictionary mode, and every field Node's
  // HTTP code read or wrote on it was a lookup in that dictionary, not a load at a known offset.
  Object.setPrototypeOf(ExpressRequest, IncomingMessage);
  Object.setPrototypeOf(ExpressResponse, ServerResponse);
  return createServer(
    {
      IncomingMessage: ExpressRequest as unknown as typeof IncomingMessage,
      ServerResponse: ExpressResponse as unknown as typeof ServerResponse,
    },
    app,
  );
}
