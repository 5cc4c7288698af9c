// Electron's entry (package.json "main"): runs the TypeScript main process through tsx, as
// bin/tessera.js does for the CLI.
import { register } from 'tsx/esm/api';

register();
await import('./main.ts');
