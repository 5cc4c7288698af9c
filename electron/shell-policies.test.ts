// The desktop shell's pure parts: window options, navigation, which project opens, the preload bridge.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { decideNavigation } from './navigation-policy.ts';
import { ensureDefaultProject, projectFromArgs } from './project-location.ts';
import { studioWindowOptions } from './window-options.ts';

describe('studio window', () => {
  it('isolates the renderer: no Node, sandboxed, context isolation, only the preload', () => {
    const options = studioWindowOptions('/app/electron/preload.cjs');
    expect(options.webPreferences).toMatchObject({
      preload: '/app/electron/preload.cjs',
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      webSecurity: true,
    });
  });
});

describe('navigation', () => {
  const origin = 'http://127.0.0.1:4567';
  it.each([
    ['http://127.0.0.1:4567/admin/#/content', 'allow'],
    ['http://127.0.0.1:4567/uploads/a.png', 'allow'],
    ['https://docs.strapi.io/dev-docs/api/rest', 'external'],
    ['http://127.0.0.1:9999/other', 'external'],
    ['file:///etc/passwd', 'deny'],
    ['javascript:alert(1)', 'deny'],
    ['not a url', 'deny'],
  ])('%s → %s', (url, decision) => {
    expect(decideNavigation(url, origin)).toBe(decision);
  });
});

describe('project location', () => {
  it('takes --project, --project=, a folder argument, or TESSERA_PROJECT', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-args-'));
    expect(projectFromArgs(['electron', '.', '--project', dir], {})).toBe(dir);
    expect(projectFromArgs(['electron', `--project=${dir}`], {})).toBe(dir);
    expect(projectFromArgs(['/usr/bin/electron', 'electron/launch.mjs', dir], {})).toBe(dir);
    expect(projectFromArgs(['electron', '.'], { TESSERA_PROJECT: dir })).toBe(dir);
    expect(projectFromArgs(['electron'], {})).toBeNull();
    rmSync(dir, { recursive: true });
  });

  it('creates the default project from the blog example once, then reuses it', () => {
    const userData = mkdtempSync(join(tmpdir(), 'tessera-userdata-'));
    const examples = mkdtempSync(join(tmpdir(), 'tessera-examples-'));
    mkdirSync(join(examples, 'blog', 'src', 'api', 'post'), { recursive: true });
    mkdirSync(join(examples, 'blog', '.tmp'), { recursive: true });
    writeFileSync(join(examples, 'blog', '.tmp', 'data.db'), 'not copied');
    const first = ensureDefaultProject(userData, examples);
    expect(first.created).toBe(true);
    expect(existsSync(join(first.dir, 'src', 'api', 'post'))).toBe(true);
    expect(existsSync(join(first.dir, '.tmp', 'data.db'))).toBe(false);
    expect(ensureDefaultProject(userData, examples)).toEqual({ dir: first.dir, created: false });
    rmSync(userData, { recursive: true });
    rmSync(examples, { recursive: true });
  });
});

describe('preload bridge', () => {
  it('exposes only the desktop API, through contextBridge', async () => {
    const exposed: Record<string, any> = {};
    const invoked: string[] = [];
    const fakeElectron = {
      contextBridge: {
        exposeInMainWorld: (key: string, api: unknown) => {
          exposed[key] = api;
        },
      },
      ipcRenderer: {
        invoke: (channel: string) => {
          invoked.push(channel);
          return Promise.resolve();
        },
      },
    };
    const source = readFileSync(new URL('./preload.cjs', import.meta.url), 'utf8');
    runInNewContext(source, {
      require: (name: string) => {
        if (name !== 'electron') throw new Error(`preload required ${name}`);
        return fakeElectron;
      },
      process: { platform: 'linux' },
    });
    expect(Object.keys(exposed)).toEqual(['tesseraDesktop']);
    expect(Object.keys(exposed.tesseraDesktop)).toEqual(['platform', 'revealProject', 'newStudioLink']);
    await exposed.tesseraDesktop.revealProject();
    await exposed.tesseraDesktop.newStudioLink();
    expect(invoked).toEqual(['tessera:reveal-project', 'tessera:new-studio-link']);
  });
});
