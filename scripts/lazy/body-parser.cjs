// The server bundle's stand-in for body-parser (scripts/build-server.mjs puts it in place of the
// package): Express requires it as it loads, only to offer express.json() and its siblings, which
// Tessera never calls (it reads bodies itself), and body-parser loads all four parsers with
// raw-body, iconv-lite and type-is as it loads. Here it loads on first use; the API is the package's own.
'use strict';

let real;
const load = () => (real ??= require('body-parser'));

function bodyParser() {
  return load()();
}
bodyParser.json = (options) => load().json(options);
bodyParser.raw = (options) => load().raw(options);
bodyParser.text = (options) => load().text(options);
bodyParser.urlencoded = (options) => load().urlencoded(options);

module.exports = bodyParser;
