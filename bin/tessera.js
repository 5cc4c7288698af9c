#!/usr/bin/env node
// CLI launcher: runs the TypeScript sources through tsx, so `node bin/tessera.js` works after `npm ci`.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../server/cli/main.ts');
const code = await main(process.argv.slice(2));
process.exitCode = code;
