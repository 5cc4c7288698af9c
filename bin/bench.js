#!/usr/bin/env node
// `npm run bench`: runs bench/run.ts through tsx.
import { register } from 'tsx/esm/api';

register();
await import('../bench/run.ts');
