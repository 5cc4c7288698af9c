// The server bundle's stand-in for fast-json-stringify (scripts/build-server.mjs puts it in place of
// the package): graphql-jit requires it as it loads, for the serialiser of its `customJSONSerializer`
// option, which Tessera never sets (answers are written with JSON.stringify). Bundled, it and the
// JSON-schema compiler under it (ajv) were a fifth of the bundle. Should it ever be called, it is
// loaded from node_modules then.
'use strict';

// A require esbuild does not follow: the package stays out of the bundle.
const name = 'fast-json-stringify';
module.exports = (...args) => require(name)(...args);
