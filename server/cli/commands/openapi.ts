// `tessera openapi`: the OpenAPI 3.1 description of the project's content API, as
// `<prefix>/openapi.json` serves it, written to a file or printed.
import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { openApiDocument } from '../../api-description/openapi/openapi-document.ts';
import { getConfig, loadProjectConfig } from '../../config/load-config.ts';
import { writeFileAtomic } from '../../db/write-file-atomic.ts';
import { ProjectError } from '../../errors.ts';
import { projectModelSources } from '../../project.ts';
import { SchemaRegistry } from '../../schema/registry.ts';
import { parse, type Command } from '../usage.ts';

const usage = 'usage: tessera openapi [PROJECT] [--out FILE.json]';

export const openapiCommand: Command = {
  name: 'openapi',
  summary: 'write the OpenAPI 3.1 description of the REST API (stdout without --out)',
  usage,
  async run(argv, io) {
    const { values, positionals } = parse(argv, { out: { type: 'string' } }, usage, 1);
    if (values.help) {
      io.out(usage);
      return 0;
    }
    const dir = resolve(positionals[0] ?? '.');
    if (!existsSync(join(dir, 'src'))) throw new ProjectError(`${dir} is not a Strapi v4 project (no src/ folder)`);
    const config = await loadProjectConfig(dir, {}).catch((err: Error) => {
      throw new ProjectError(err.message);
    });
    const registry = new SchemaRegistry(projectModelSources(dir));
    const doc = openApiDocument(registry, {
      prefix: String(getConfig(config, 'api.rest.prefix', '/api')),
      title: basename(dir),
    });
    const text = `${JSON.stringify(doc, null, 2)}\n`;
    if (!values.out) {
      process.stdout.write(text);
      return 0;
    }
    const out = resolve(String(values.out));
    writeFileAtomic(out, Buffer.from(text));
    io.out(`wrote ${out} (${Object.keys(doc.paths as object).length} paths)`);
    return 0;
  },
};
