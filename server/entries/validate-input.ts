// Validates a create/update payload against its model with Strapi v4's rules and messages
// (all errors collected, as yup with abortEarly: false), and turns it into a write plan.
import { ApplicationError, EntityValidationError, type FieldError } from '../errors.ts';
import { temporalParser, toStored } from '../schema/field-values.ts';
import type { SchemaRegistry } from '../schema/registry.ts';
import type { Model, ScalarAttribute } from '../schema/types.ts';
import type { Param } from '../db/journal.ts';
import { messages, typeError } from './yup-messages.ts';
import { hashPassword } from '../auth/password.ts';
import { inputNumber } from '../input/json-input.ts';

export interface ComponentInput {
  id?: number;
  uid: string;
  plan: WritePlan;
}

export interface WritePlan {
  /** Column → stored value. */
  scalars: Map<ScalarAttribute, Param>;
  relations: Map<string, unknown>;
  media: Map<string, unknown>;
  /** Attribute → items (one or none for a single component; null clears). */
  components: Map<string, ComponentInput[] | null>;
}

export interface ValidateOptions {
  mode: 'create' | 'update';
  /** Drafts skip required and minimum checks (Strapi: D&P entries with publishedAt null). */
  isDraft: boolean;
  /** Whether another row holds this value of a unique attribute (checked among the other errors, as Strapi's validator). */
  isTaken?: (attr: ScalarAttribute, value: Param) => boolean;
  /** Told the plan when a value passes validation but cannot be stored (an unparsable date), before that error is thrown. */
  onUnstorable?: (plan: WritePlan) => void;
}

/** The options while walking a payload; `late` keeps the first error Strapi only meets after validation (a date it cannot parse). */
interface Walk extends ValidateOptions {
  late: { error?: unknown };
}

const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const UID = /^[A-Za-z0-9-_.~]*$/;
// `localizations` is written like any relation (on create; i18n drops it from updates).
const NOT_WRITABLE = new Set(['id', 'createdAt', 'updatedAt', 'locale', 'createdBy', 'updatedBy']);

export function validateInput(registry: SchemaRegistry, model: Model, data: unknown, opts: ValidateOptions): WritePlan {
  const errors: FieldError[] = [];
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    const cast = Array.isArray(data) ? null : data;
    // Strapi sanitizes an array body item by item as entries first: a plain value becomes `{}`.
    const sent = Array.isArray(data)
      ? data.map((item: unknown) => (item !== null && typeof item === 'object' ? item : {}))
      : data;
    errors.push({ path: [], message: typeError('this', 'object', cast, sent), name: 'ValidationError' });
    throw new EntityValidationError(errors);
  }
  const walk: Walk = { ...opts, late: {} };
  const plan = collect(registry, model, data as Record<string, unknown>, walk, [], errors);
  if (errors.length) throw new EntityValidationError(errors);
  if (walk.late.error) {
    opts.onUnstorable?.(plan);
    throw walk.late.error;
  }
  return plan;
}

function collect(
  registry: SchemaRegistry,
  model: Model,
  data: Record<string, unknown>,
  opts: Walk,
  path: string[],
  errors: FieldError[],
): WritePlan {
  const plan: WritePlan = { scalars: new Map(), relations: new Map(), media: new Map(), components: new Map() };
  const fail = (p: string[], message: string) => errors.push({ path: p, message, name: 'ValidationError' });
  for (const attr of Object.values(model.attributes)) {
    const name = attr.name;
    if (NOT_WRITABLE.has(name) && (attr.kind !== 'scalar' || attr.system)) continue;
    if (attr.kind === 'scalar' && attr.system && name !== 'publishedAt') continue;
    const p = [...path, name];
    const label = yupPath(p);
    const present = Object.prototype.hasOwnProperty.call(data, name);
    const value = data[name];
    const required = attr.raw.required === true && !opts.isDraft;
    if (attr.kind === 'scalar') {
      if (!present || value === undefined) {
        if (required && opts.mode === 'create') fail(p, messages.defined(label));
        else if (opts.mode === 'create' && attr.raw.default !== undefined)
          plan.scalars.set(attr, toStored(attr, attr.raw.default));
        continue;
      }
      const stored = checkScalar(attr, value, label, p, required, opts, fail);
      if (stored !== undefined) plan.scalars.set(attr, stored);
      const unique = attr.raw.unique === true || attr.type === 'uid';
      if (unique && path.length === 0 && stored !== undefined && stored !== null && opts.isTaken?.(attr, stored))
        fail(p, messages.unique());
    } else if (attr.kind === 'relation') {
      if (present && value !== undefined) plan.relations.set(name, value);
    } else if (attr.kind === 'media') {
      if (present && value !== undefined) plan.media.set(name, value);
    } else if (attr.kind === 'component') {
      if (!present || value === undefined) {
        if (required && opts.mode === 'create') fail(p, messages.defined(label));
        continue;
      }
      if (value === null) {
        if (required) fail(p, attr.repeatable ? typeError(label, 'array', null) : typeError(label, 'object', null));
        else plan.components.set(name, null);
        continue;
      }
      if (attr.repeatable) {
        if (!Array.isArray(value)) {
          fail(p, typeError(label, 'array', value));
          continue;
        }
        checkCount(attr.raw, value.length, label, p, opts, fail);
        plan.components.set(
          name,
          value
            .map((item, i) => componentItem(registry, attr.component, item, opts, [...p, String(i)], errors))
            .filter(isItem),
        );
      } else {
        if (typeof value !== 'object' || Array.isArray(value)) {
          fail(p, typeError(label, 'object', value));
          continue;
        }
        const item = componentItem(registry, attr.component, value, opts, p, errors);
        plan.components.set(name, item ? [item] : []);
      }
    } else if (attr.kind === 'dynamiczone') {
      if (!present || value === undefined) {
        if (required && opts.mode === 'create') fail(p, messages.defined(label));
        continue;
      }
      if (value === null) {
        plan.components.set(name, null);
        continue;
      }
      if (!Array.isArray(value)) {
        fail(p, typeError(label, 'array', value));
        continue;
      }
      checkCount(attr.raw, value.length, label, p, opts, fail);
      const items: ComponentInput[] = [];
      let unknown = false;
      value.forEach((item, i) => {
        const ip = [...p, String(i)];
        const uid = item && typeof item === 'object' ? (item as Record<string, unknown>).__component : undefined;
        if (typeof uid !== 'string' || !uid) {
          fail([...ip, '__component'], messages.required(`${yupPath(ip)}.__component`));
          fail([], 'Cannot build relations store from dynamiczone, component identifier is undefined');
          return;
        }
        // A component the zone does not allow is never returned, but Strapi 4.26 still stores an
        // existing one (its id is used up), so ids stay the same as Strapi's; an unknown one is refused.
        if (!attr.components.includes(uid) && !(registry.has(uid) && registry.get(uid).modelType === 'component')) {
          // Strapi checks the name against every component of the project, listed in descending order.
          const known = registry
            .components()
            .map((c) => c.uid)
            .sort()
            .reverse();
          fail([...ip, '__component'], messages.oneOf(`${yupPath(ip)}.__component`, known));
          unknown = true;
          return;
        }
        const c = componentItem(registry, uid, item, opts, ip, errors);
        if (c) items.push(c);
      });
      if (unknown) fail([], 'Invalid relations');
      plan.components.set(name, items);
    }
  }
  return plan;
}

function isItem(x: ComponentInput | null): x is ComponentInput {
  return x !== null;
}

function componentItem(
  registry: SchemaRegistry,
  uid: string,
  value: unknown,
  opts: Walk,
  p: string[],
  errors: FieldError[],
): ComponentInput | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    errors.push({ path: p, message: typeError(yupPath(p), 'object', value), name: 'ValidationError' });
    return null;
  }
  const v = value as Record<string, unknown>;
  const comp = registry.get(uid);
  const rawId = v.id;
  const id = rawId === undefined || rawId === null ? undefined : inputNumber(rawId);
  // A new component item is created whole; an existing one (with id) is updated partially.
  const plan = collect(registry, comp, v, { ...opts, mode: id === undefined ? 'create' : 'update' }, p, errors);
  return { id: Number.isFinite(id) ? id : undefined, uid, plan };
}

function checkCount(
  raw: Record<string, unknown>,
  n: number,
  label: string,
  p: string[],
  opts: ValidateOptions,
  fail: (p: string[], m: string) => void,
): void {
  if (typeof raw.min === 'number' && !opts.isDraft && n < raw.min) fail(p, messages.minItems(label, raw.min));
  if (typeof raw.max === 'number' && n > raw.max) fail(p, messages.maxItems(label, raw.max));
}

/** `blocks[0].title` from ['blocks', '0', 'title']. */
export function yupPath(p: string[]): string {
  return p.reduce((acc, seg) => (/^\d+$/.test(seg) ? `${acc}[${seg}]` : acc ? `${acc}.${seg}` : seg), '');
}

function checkScalar(
  attr: ScalarAttribute,
  value: unknown,
  label: string,
  p: string[],
  required: boolean,
  opts: Walk,
  fail: (p: string[], m: string) => void,
): Param | undefined {
  const raw = attr.raw;
  const yupType = yupTypeOf(attr);
  if (value === null) {
    if (required) {
      fail(
        p,
        opts.mode === 'update' && yupType === 'mixed' ? messages.notNull(label) : typeError(label, yupType, null),
      );
    }
    return null;
  }
  const temporal = temporalParser(attr.type);
  if (temporal) {
    try {
      return temporal(value);
    } catch (e) {
      opts.late.error ??= e;
      return undefined;
    }
  }
  switch (attr.type) {
    case 'string':
    case 'text':
    case 'richtext':
    case 'email':
    case 'uid':
    case 'enumeration':
    case 'password': {
      if (typeof value !== 'string') {
        fail(p, typeError(label, 'string', value));
        return undefined;
      }
      const errs: string[] = [];
      if (attr.type === 'enumeration' && !(raw.enum ?? []).includes(value))
        errs.push(messages.oneOf(label, [...(raw.enum ?? []), null]));
      if (typeof raw.minLength === 'number' && !opts.isDraft && value.length < raw.minLength)
        errs.push(messages.minLength(label, raw.minLength));
      if (typeof raw.maxLength === 'number' && value.length > raw.maxLength)
        errs.push(messages.maxLength(label, raw.maxLength));
      if (attr.type === 'email' && value !== '' && !EMAIL.test(value)) errs.push(messages.email(label));
      if (attr.type === 'uid' && !UID.test(value)) errs.push(messages.matches(label, String(UID)));
      if (raw.regex && value !== '' && !new RegExp(raw.regex).test(value))
        errs.push(messages.matches(label, String(new RegExp(raw.regex))));
      errs.forEach((m) => fail(p, m));
      if (errs.length) return undefined;
      return attr.type === 'password' ? hashPassword(value) : value;
    }
    case 'biginteger':
      // Strapi 4.26 does not validate bigintegers: the text is stored as given in an integer column,
      // where SQLite keeps a number-looking text as a number (`1e3` reads back `1000`, `1.5` stays `1.5`).
      if (typeof value !== 'number' && typeof value !== 'string' && typeof value !== 'boolean') {
        fail(p, typeError(label, 'number', value));
        return undefined;
      }
      return String(value);
    case 'integer':
    case 'float':
    case 'decimal': {
      const n =
        typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      if (typeof value !== 'number' && typeof value !== 'string') {
        fail(p, typeError(label, 'number', value));
        return undefined;
      }
      if (Number.isNaN(n)) {
        fail(p, typeError(label, 'number', NaN, value));
        return undefined;
      }
      if (attr.type === 'integer' && !Number.isInteger(n)) {
        fail(p, messages.integer(label));
        return undefined;
      }
      const min = raw.min === undefined ? undefined : Number(raw.min);
      const max = raw.max === undefined ? undefined : Number(raw.max);
      if (min !== undefined && !opts.isDraft && n < min) {
        fail(p, messages.min(label, min));
        return undefined;
      }
      if (max !== undefined && n > max) {
        fail(p, messages.max(label, max));
        return undefined;
      }
      return n;
    }
    case 'boolean': {
      const b =
        value === true || value === 'true' || value === '1' || value === 1
          ? true
          : value === false || value === 'false' || value === '0' || value === 0
            ? false
            : undefined;
      if (b === undefined) {
        fail(p, typeError(label, 'boolean', value));
        return undefined;
      }
      return b ? 1 : 0;
    }
    case 'json':
    case 'blocks':
      return JSON.stringify(value);
  }
  throw new ApplicationError(`unsupported type ${attr.type}`);
}

function yupTypeOf(attr: ScalarAttribute): string {
  switch (attr.type) {
    case 'string':
    case 'text':
    case 'richtext':
    case 'email':
    case 'uid':
    case 'enumeration':
    case 'password':
      return 'string';
    case 'integer':
    case 'float':
    case 'decimal':
    case 'biginteger':
      return 'number';
    case 'boolean':
      return 'boolean';
    default:
      return 'mixed';
  }
}
