// The server bundle's stand-in for mime-types (scripts/build-server.mjs puts it in place of the
// package): Express, send, type-is and accepts require mime-types as they load, for functions they
// call only when a response is typed by a file name (res.type, res.sendFile, express.static), and
// mime-types builds its maps from the whole of mime-db as it loads, ~25 ms of every cold start.
// Here it loads on first use; the API is the package's own.
'use strict';

let real;
const load = () => (real ??= require('mime-types'));

module.exports = {
  charset: (type) => load().charset(type),
  charsets: { lookup: (type) => load().charsets.lookup(type) },
  contentType: (str) => load().contentType(str),
  extension: (type) => load().extension(type),
  lookup: (path) => load().lookup(path),
  get extensions() {
    return load().extensions;
  },
  get types() {
    return load().types;
  },
  get _extensionConflicts() {
    return load()._extensionConflicts;
  },
};
