// The CLI contract of DESIGN.md, driven through `node bin/tessera.js` as a user runs it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cleanup,
  cli,
  cliAsync,
  client,
  copyProject,
  createToken,
  FIXTURE,
  lines,
  serve,
  type Served,
} from './helpers/tessera.ts';

afterAll(cleanup);

/** --help runs, shared by the tests that compare against them. */
const helps = new Map<string, ReturnType<typeof cliAsync>>();
const helpOf = (args: string[]) => {
  const key = args.join(' ');
  if (!helps.has(key)) helps.set(key, cliAsync(args));
  return helps.get(key)!;
};

const HELP: Array<[string[], string]> = [
  [['--help'], 'usage: tessera <command>'],
  [['help'], 'usage: tessera <command>'],
  [['serve', '--help'], 'usage: tessera serve [PROJECT]'],
  [['token', '--help'], 'usage: tessera token create'],
  [['token', 'create', '--help'], 'usage: tessera token create'],
  [['token', 'list', '--help'], 'usage: tessera token create'],
  [['token', 'revoke', '-h'], 'usage: tessera token create'],
  [['role', '--help'], 'usage: tessera role grant|revoke'],
  [['role', 'grant', '--help'], 'usage: tessera role grant|revoke'],
  [['role', 'revoke', '--help'], 'usage: tessera role grant|revoke'],
  [['locale', '--help'], 'usage: tessera locale add'],
  [['locale', 'add', '--help'], 'usage: tessera locale add'],
  [['locale', 'list', '--help'], 'usage: tessera locale add'],
  [['locale', 'remove', '--help'], 'usage: tessera locale add'],
  [['locale', 'default', '--help'], 'usage: tessera locale add'],
  [['export', '--help'], 'usage: tessera export [PROJECT] [--db FILE] (--out FILE.db | --to postgres://'],
  [['import', '--help'], 'usage: tessera import (FILE.db | postgres://'],
  [['new', '--help'], 'usage: tessera new PROJECT [--example blog]'],
  [['types', '--help'], 'usage: tessera types [PROJECT] --out FILE.ts [--watch]'],
  [['openapi', '--help'], 'usage: tessera openapi [PROJECT] [--out FILE.json]'],
  [['snapshot', '--help'], 'usage: tessera snapshot save NAME'],
  [['snapshot', 'restore', '--help'], 'usage: tessera snapshot save NAME'],
  [['data', '--help'], 'usage: tessera data export --out FILE.tar.gz'],
];

describe('--help', () => {
  it.concurrent.each(HELP)('%j exits 0 and prints usage on stdout', async (args, start) => {
    const r = await helpOf(args);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout.startsWith(start)).toBe(true);
  });
});

// [case, argv, reason, the --help whose usage must follow the reason]
const BAD: Array<[string, string[], RegExp, string[]]> = [
  ['unknown command', ['frobnicate'], /unknown command "frobnicate"/, ['--help']],
  ['no command', [], /command/, ['--help']],
  ['serve: unknown flag', ['serve', '--bogus'], /bogus/, ['serve', '--help']],
  ['serve: --port without value', ['serve', '--port'], /--port/, ['serve', '--help']],
  [
    'serve: non-numeric port',
    ['serve', '--port', 'abc'],
    /--port must be a port number, got "abc"/,
    ['serve', '--help'],
  ],
  ['serve: port out of range', ['serve', '--port', '70000'], /--port .*70000/, ['serve', '--help']],
  ['serve: bad --env', ['serve', '--env', 'qa'], /--env/, ['serve', '--help']],
  ['serve: two projects', ['serve', 'a', 'b'], /unexpected argument "b"/, ['serve', '--help']],
  ['token: no subcommand', ['token'], /create, list or revoke/, ['token', '--help']],
  ['token: unknown subcommand', ['token', 'mint'], /unknown token command "mint"/, ['token', '--help']],
  [
    'token create: no --type',
    ['token', 'create'],
    /--type must be full-access, read-only or custom/,
    ['token', '--help'],
  ],
  [
    'token create: bad --type',
    ['token', 'create', '--type', 'admin'],
    /--type must be full-access, read-only or custom/,
    ['token', '--help'],
  ],
  ['token create: --type without value', ['token', 'create', '--type'], /--type/, ['token', '--help']],
  [
    'token create: custom without --permission',
    ['token', 'create', '--type', 'custom'],
    /--permission/,
    ['token', '--help'],
  ],
  [
    'token create: --permission on read-only',
    ['token', 'create', '--type', 'read-only', '--permission', 'api::article.article.find'],
    /--permission/,
    ['token', '--help'],
  ],
  ['token create: unknown flag', ['token', 'create', '--type', 'read-only', '--admin'], /admin/, ['token', '--help']],
  [
    'token create: bad --lifespan',
    ['token', 'create', '--type', 'read-only', '--lifespan', 'soon'],
    /--lifespan/,
    ['token', '--help'],
  ],
  ['token list: unknown flag', ['token', 'list', '--all'], /all/, ['token', '--help']],
  ['token revoke: no id', ['token', 'revoke'], /ID or NAME/, ['token', '--help']],
  ['role: no subcommand', ['role'], /grant or revoke/, ['role', '--help']],
  [
    'role: unknown subcommand',
    ['role', 'give', 'public', 'api::article.article.find'],
    /unknown role command "give"/,
    ['role', '--help'],
  ],
  [
    'role grant: bad role',
    ['role', 'grant', 'admin', 'api::article.article.find'],
    /public or authenticated/,
    ['role', '--help'],
  ],
  ['role grant: no action', ['role', 'grant', 'public'], /at least one ACTION/, ['role', '--help']],
  [
    'role grant: unknown flag',
    ['role', 'grant', 'public', 'api::article.article.find', '--force'],
    /force/,
    ['role', '--help'],
  ],
  [
    'role revoke: --db without value',
    ['role', 'revoke', 'public', 'api::article.article.find', '--db'],
    /--db/,
    ['role', '--help'],
  ],
  ['locale: no subcommand', ['locale'], /add, list, remove or default/, ['locale', '--help']],
  ['locale: unknown subcommand', ['locale', 'rename', 'fr'], /unknown locale command "rename"/, ['locale', '--help']],
  ['locale add: no code', ['locale', 'add'], /CODE/, ['locale', '--help']],
  ['locale add: --name without value', ['locale', 'add', 'fr', '--name'], /--name/, ['locale', '--help']],
  ['locale remove: no code', ['locale', 'remove'], /CODE/, ['locale', '--help']],
  ['locale default: no code', ['locale', 'default'], /CODE/, ['locale', '--help']],
  ['locale list: unknown flag', ['locale', 'list', '--all'], /all/, ['locale', '--help']],
  ['export: no --out', ['export'], /--out/, ['export', '--help']],
  ['export: --out without value', ['export', '--out'], /--out/, ['export', '--help']],
  ['export: unknown flag', ['export', '--out', 'x.db', '--zip'], /zip/, ['export', '--help']],
  ['import: no file', ['import'], /FILE/, ['import', '--help']],
  ['import: missing file', ['import', '/nonexistent/dump.db'], /\/nonexistent\/dump\.db/, ['import', '--help']],
  ['import: unknown flag', ['import', 'x.db', '--force'], /force/, ['import', '--help']],
  ['new: no project', ['new'], /PROJECT/, ['new', '--help']],
  ['new: unknown example', ['new', 'p', '--example', 'nope'], /unknown example "nope"/, ['new', '--help']],
  ['new: unknown flag', ['new', 'p', '--template', 'blog'], /template/, ['new', '--help']],
  ['new: folder not empty', ['new', FIXTURE], /not empty/, ['new', '--help']],
  ['types: no --out', ['types', FIXTURE], /--out FILE\.ts/, ['types', '--help']],
  ['types: --watch with a value', ['types', '--out', 'x.ts', '--watch=yes'], /watch/, ['types', '--help']],
  ['types: two projects', ['types', 'a', 'b', '--out', 'x.ts'], /unexpected argument "b"/, ['types', '--help']],
  ['openapi: --out without value', ['openapi', '--out'], /--out/, ['openapi', '--help']],
  ['openapi: unknown flag', ['openapi', '--yaml'], /yaml/, ['openapi', '--help']],
  ['data: no subcommand', ['data'], /data needs a command: export or import/, ['data', '--help']],
  ['data export: no --type', ['data', 'export'], /--type UID/, ['data', '--help']],
  ['data import: no file', ['data', 'import'], /FILE\.tar\.gz/, ['data', '--help']],
  [
    'data import: missing file',
    ['data', 'import', '/nonexistent/x.tar.gz'],
    /no file at \/nonexistent\/x\.tar\.gz/,
    ['data', '--help'],
  ],
  ['snapshot: no subcommand', ['snapshot'], /save, restore, list or delete/, ['snapshot', '--help']],
  [
    'snapshot: unknown subcommand',
    ['snapshot', 'reset', 'x'],
    /unknown snapshot command "reset"/,
    ['snapshot', '--help'],
  ],
  ['snapshot save: no name', ['snapshot', 'save'], /NAME/, ['snapshot', '--help']],
  ['snapshot restore: bad name', ['snapshot', 'restore', '../x'], /Invalid snapshot name/, ['snapshot', '--help']],
  [
    'serve: --seed of a missing file',
    ['serve', '--seed', '/nonexistent/seed.db'],
    /--seed: no file at \/nonexistent\/seed\.db/,
    ['serve', '--help'],
  ],
];

describe('bad arguments: one line of reason, then usage, on stderr; exit 2', () => {
  it.concurrent.each(BAD)('%s', async (_name, args, reason, helpArgs) => {
    const [r, help] = await Promise.all([cliAsync(args), helpOf(helpArgs)]);
    expect(r.stdout).toBe('');
    const [first, ...rest] = lines(r.stderr);
    expect(first).toMatch(/^tessera/);
    expect(first).toMatch(reason);
    expect(first).not.toMatch(/^usage:/);
    expect(rest).toEqual(lines(help.stdout));
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.status).toBe(2);
  });
});

describe('token and role against a served project', () => {
  let project: string;
  let server: Served;
  let created: ReturnType<typeof cli>;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    project = copyProject();
    created = cli(['token', 'create', '--type', 'full-access', '--name', 'ci-full', project]);
    tokens.full = created.stdout.trim();
    tokens.ro = createToken(project, ['--type', 'read-only', '--name', 'ci-ro']);
    tokens.custom = createToken(project, [
      '--type',
      'custom',
      '--permission',
      'api::article.article.find',
      '--permission',
      'api::tag.tag.findOne',
      '--name',
      'ci-custom',
    ]);
    server = await serve(project);
  });

  it('token create prints only the token on stdout', () => {
    expect(created.status).toBe(0);
    expect(created.stderr).toBe('');
    expect(created.stdout).toMatch(/^[0-9a-f]{64,}\n$/);
    expect(new Set(Object.values(tokens)).size).toBe(3);
  });

  it('serve prints the REST, GraphQL and studio URLs on one port', () => {
    const port = new URL(server.base).port;
    const [rest, graphql, studio] = lines(server.stdout()).slice(1);
    expect([rest, graphql]).toEqual([
      `  REST     http://127.0.0.1:${port}/api`,
      `  GraphQL  http://127.0.0.1:${port}/graphql`,
    ]);
    // The studio link carries a one-time sign-in token.
    expect(studio).toMatch(new RegExp(`^  Studio   http://127\\.0\\.0\\.1:${port}/admin/login\\?token=[\\w-]{16,}$`));
  });

  it('a full-access token may create and read', async () => {
    const api = client(server, tokens.full);
    const r = await api.post('/api/tags', { name: 'cli-tag' });
    expect(r.status).toBe(200);
    expect(r.body.data.attributes.name).toBe('cli-tag');
    expect((await api.get('/api/tags')).status).toBe(200);
  });

  it('a read-only token may read but not create', async () => {
    const api = client(server, tokens.ro);
    expect((await api.get('/api/tags')).status).toBe(200);
    const r = await api.post('/api/tags', { name: 'nope' });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden' } });
  });

  it('a custom token is allowed only its actions', async () => {
    const api = client(server, tokens.custom);
    expect((await api.get('/api/articles')).status).toBe(200);
    expect((await api.get('/api/tags/1')).status).toBe(200);
    expect((await api.get('/api/tags')).status).toBe(403);
    expect((await api.get('/api/authors')).status).toBe(403);
    expect((await api.post('/api/articles', { title: 'no' })).status).toBe(403);
  });

  it('an unknown token is 401, no credentials is 403', async () => {
    const bad = await client(server, 'f'.repeat(256)).get('/api/articles');
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({
      data: null,
      error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials', details: {} },
    });
    const none = await client(server).get('/api/articles');
    expect(none.status).toBe(403);
    expect(none.body).toEqual({
      data: null,
      error: { status: 403, name: 'ForbiddenError', message: 'Forbidden', details: {} },
    });
  });

  it('commands that write are refused while the project is served, naming the server pid', () => {
    const r = cli(['token', 'create', '--type', 'read-only', project]);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(lines(r.stderr)).toHaveLength(1);
    expect(r.stderr).toContain(`pid ${server.pid}`);
  });

  it('token list shows the tokens without their secrets; token revoke removes one', async () => {
    await server.stop();
    const list = cli(['token', 'list', project]);
    expect(list.status).toBe(0);
    const rows = lines(list.stdout);
    expect(rows).toHaveLength(3);
    expect(rows.find((l) => l.includes('ci-full'))).toMatch(/\tfull-access$/);
    expect(rows.find((l) => l.includes('ci-ro'))).toMatch(/\tread-only$/);
    expect(rows.find((l) => l.includes('ci-custom'))).toMatch(/\tcustom .*api::article\.article\.find/);
    for (const t of Object.values(tokens)) expect(list.stdout).not.toContain(t);

    const revoke = cli(['token', 'revoke', 'ci-ro', project]);
    expect(revoke.status).toBe(0);
    const missing = cli(['token', 'revoke', 'no-such-token', project]);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('no-such-token');
    const after = lines(cli(['token', 'list', project]).stdout);
    expect(after).toHaveLength(2);
    expect(after.some((l) => l.includes('ci-ro'))).toBe(false);

    server = await serve(project);
    const r = await client(server, tokens.ro).get('/api/tags');
    expect(r.status).toBe(401);
    expect((await client(server, tokens.full).get('/api/tags')).status).toBe(200);
  });

  it('role grant public makes a route readable anonymously; role revoke takes it back', async () => {
    await server.stop();
    const g = cli(['role', 'grant', 'public', 'api::article.article.find', project]);
    expect(g.status).toBe(0);
    expect(g.stderr).toBe('');
    server = await serve(project);
    const anon = client(server);
    expect((await anon.get('/api/articles')).status).toBe(200);
    expect((await anon.get('/api/tags')).status).toBe(403);
    expect((await anon.post('/api/articles', { title: 'x' })).status).toBe(403);

    await server.stop();
    expect(cli(['role', 'revoke', 'public', 'api::article.article.find', project]).status).toBe(0);
    server = await serve(project);
    expect((await client(server).get('/api/articles')).status).toBe(403);
    await server.stop();
  });
});
