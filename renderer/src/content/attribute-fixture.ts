// For the unit tests: an attribute as the studio's schema hands it over, plain unless `extra` says otherwise.
import type { StudioAttribute } from '../../../server/admin/studio-contract.ts';

export const attr = (
  name: string,
  kind: StudioAttribute['kind'],
  type: string,
  extra: Partial<StudioAttribute> = {},
): StudioAttribute => ({
  name,
  kind,
  type,
  required: false,
  private: false,
  unique: false,
  system: false,
  localized: false,
  raw: { type },
  ...extra,
});
