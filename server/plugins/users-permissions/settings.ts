// The plugin's two sources of settings, read as Strapi v4 reads them: the project config
// (`plugins.users-permissions.config`: jwt, ratelimit, register) and the settings the admin panel
// keeps in strapi_core_store_settings (advanced settings, providers). The store is read on every
// request, not cached, so an edit made by Strapi's admin on the same database applies at once.
import { getConfig, type ProjectConfig } from '../../config/load-config.ts';
import type { Queries } from '../../db/engine.ts';
import { storeGet } from '../../db/core-store.ts';

export interface AdvancedSettings {
  unique_email: boolean;
  allow_register: boolean;
  email_confirmation: boolean;
  email_reset_password: string | null;
  email_confirmation_redirection: string | null;
  default_role: string;
}

/** What Strapi writes on first boot. */
export const DEFAULT_ADVANCED: AdvancedSettings = {
  unique_email: true,
  allow_register: true,
  email_confirmation: false,
  email_reset_password: null,
  email_confirmation_redirection: null,
  default_role: 'authenticated',
};

export async function advancedSettings(db: Queries): Promise<AdvancedSettings> {
  const stored = await storeGet<Partial<AdvancedSettings>>(db, 'plugin_users-permissions_advanced');
  return { ...DEFAULT_ADVANCED, ...(stored && typeof stored === 'object' ? stored : {}) };
}

/** The `email` provider (local login) can be switched off in the admin panel's Providers page. */
export async function localProviderEnabled(db: Queries): Promise<boolean> {
  const grant = await storeGet<Record<string, { enabled?: boolean }>>(db, 'plugin_users-permissions_grant');
  return grant?.email?.enabled !== false;
}

export interface RateLimitSettings {
  enabled: boolean;
  intervalMs: number;
  max: number;
}

export interface PluginSettings {
  jwtOptions: { expiresIn: string | number };
  rateLimit: RateLimitSettings;
  /** `register.allowedFields`; undefined keeps v4's compatible default (all safe user attributes). */
  allowedFields: string[] | undefined;
}

export function pluginSettings(config: ProjectConfig): PluginSettings {
  const c = (key: string, fallback: unknown) =>
    getConfig<unknown>(config, `plugins.users-permissions.config.${key}`, fallback);
  const expiresIn = c('jwt.expiresIn', '30d') as string | number;
  const rl = (c('ratelimit', {}) ?? {}) as Record<string, unknown>;
  const allowed = c('register.allowedFields', undefined);
  return {
    jwtOptions: { expiresIn },
    rateLimit: {
      enabled: rl.enabled !== false,
      intervalMs: intervalMs(rl.interval) ?? 60_000,
      max: typeof rl.max === 'number' && rl.max >= 0 ? rl.max : 10,
    },
    allowedFields: Array.isArray(allowed) ? allowed.map(String) : undefined,
  };
}

const UNIT_MS: Record<string, number> = {
  ms: 1,
  sec: 1000,
  min: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 604_800_000,
  month: 2_592_000_000,
  year: 31_536_000_000,
};

/** koa2-ratelimit's forms: milliseconds, or an object such as `{ min: 5 }` (units add up). */
function intervalMs(v: unknown): number | undefined {
  if (typeof v === 'number' && v > 0) return v;
  if (!v || typeof v !== 'object') return undefined;
  let total = 0;
  for (const [unit, n] of Object.entries(v as Record<string, unknown>)) {
    if (UNIT_MS[unit] && typeof n === 'number') total += n * UNIT_MS[unit];
  }
  return total > 0 ? total : undefined;
}
