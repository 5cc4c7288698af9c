// The mock controls, read and changed live by the studio: GET answers the settings in force, PUT
// replaces them (the same shape as config/tessera.js's `mock`, rules as objects or as command-line
// strings); a bad rule is a 400 naming it, and the settings in force stay as they were.
import { ValidationError } from '../../errors.ts';
import { MockSettingsError, normaliseMockSettings } from '../../mock-controls/mock-settings.ts';
import type { AdminApi } from '../admin-api.ts';
import type { AdminDeps } from '../routes.ts';

export function registerMockApi(api: AdminApi, deps: Pick<AdminDeps, 'readBody' | 'mock'>): void {
  const { mock } = deps;
  api.get('/mock', () => ({ status: 200, body: mock.settings }));

  api.put('/mock', async (ctx) => {
    const body = await deps.readBody(ctx);
    try {
      mock.set(normaliseMockSettings(body));
    } catch (err) {
      if (err instanceof MockSettingsError) throw new ValidationError(err.message);
      throw err;
    }
    return { status: 200, body: mock.settings };
  });
}
