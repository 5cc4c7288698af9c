// The request-body checks of the plugin's controllers. Strapi runs them as yup schemas with
// `strict: true, abortEarly: false`: no casting (a number where a string is expected is a type
// error), every field checked, errors reported in the schema's key order.
import { EntityValidationError, type FieldError } from '../../errors.ts';
import { isPlainObject } from '../../query/params/invalid.ts';
import { messages, typeError } from '../../entries/yup-messages.ts';

export interface StringRule {
  required?: boolean;
  email?: boolean;
  min?: number;
  /** Must equal another field of the body (yup `oneOf([ref(field)])`). */
  sameAs?: { field: string; message: string };
}

export interface BodySchema {
  fields: Record<string, StringRule>;
  /** yup `noUnknown()`: keys outside `fields` are an error. */
  noUnknown?: boolean;
  /** Checks for the non-string keys, run after the string fields (they come last in Strapi's schemas). */
  custom?: (data: Record<string, unknown>, fail: Fail) => void;
}

type Fail = (path: string[], message: string) => void;

// yup's own email pattern (the one Strapi's `string().email()` uses).
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** A validated body: the schema's string fields (absent when optional and not sent), and any other keys. */
export type ValidBody<S extends BodySchema> = Record<string, unknown> & { [K in keyof S['fields']]?: string };

/** The body as a plain object (a missing or non-object body validates like `{}`), or the yup errors. */
export function validateBody<S extends BodySchema>(body: unknown, schema: S): ValidBody<S> {
  const data = isPlainObject(body) ? body : {};
  const errors: FieldError[] = [];
  const fail = (path: string[], message: string) => errors.push({ path, message, name: 'ValidationError' });
  for (const [key, rule] of Object.entries(schema.fields)) {
    const value = data[key];
    if (value === undefined) {
      if (rule.required) fail([key], messages.required(key));
      continue;
    }
    if (typeof value !== 'string') {
      fail([key], typeError(key, 'string', value));
      continue;
    }
    if (rule.email && value !== '' && !EMAIL.test(value)) fail([key], messages.email(key));
    if (rule.min !== undefined && value.length < rule.min) fail([key], messages.minLength(key, rule.min));
    if (rule.required && value === '') fail([key], messages.required(key));
    if (rule.sameAs && value !== data[rule.sameAs.field]) fail([key], rule.sameAs.message);
  }
  schema.custom?.(data, fail);
  if (schema.noUnknown) {
    const unknown = Object.keys(data).filter((k) => !(k in schema.fields));
    if (unknown.length) fail([], `this field has unspecified keys: ${unknown.join(', ')}`);
  }
  if (errors.length) throw new EntityValidationError(errors);
  return data as ValidBody<S>;
}

/** @strapi/utils `strapiID()`: any string, or a non-negative integer. */
export function isStrapiId(v: unknown): boolean {
  return typeof v === 'string' || (typeof v === 'number' && Number.isInteger(v) && v >= 0);
}

/** `role` of POST/PUT /users: an id, or `{ connect: [{ id }] }` (create needs one; update may not empty it). */
function roleRule(required: boolean) {
  return (data: Record<string, unknown>, fail: Fail): void => {
    const role = data.role;
    if (role === undefined) {
      if (required) fail(['role'], messages.required('role'));
      return;
    }
    if (typeof role !== 'object') {
      if (!isStrapiId(role)) fail(['role'], typeError('role', 'strapiID', role));
      return;
    }
    if (!isPlainObject(role)) {
      fail(['role'], typeError('role', 'object', role));
      return;
    }
    const list = (key: 'connect' | 'disconnect'): unknown[] | null => {
      const v = role[key];
      if (v === undefined) fail(['role', key], messages.required(`role.${key}`));
      else if (!Array.isArray(v)) fail(['role', key], typeError(`role.${key}`, 'array', v));
      else return v;
      return null;
    };
    const connect = list('connect');
    connect?.forEach((item, i) => {
      const label = `role.connect[${i}]`;
      if (!isPlainObject(item)) fail(['role', 'connect', String(i)], typeError(label, 'object', item));
      else if (item.id === undefined) fail(['role', 'connect', String(i), 'id'], messages.required(`${label}.id`));
      else if (!isStrapiId(item.id))
        fail(['role', 'connect', String(i), 'id'], typeError(`${label}.id`, 'strapiID', item.id));
    });
    if (required) {
      if (connect && connect.length < 1) fail(['role', 'connect'], 'Users must have a role');
      return;
    }
    const disconnect = list('disconnect');
    if (connect && disconnect && connect.length === 0 && disconnect.length > 0)
      fail(['role', 'disconnect'], 'Cannot remove role');
  };
}

export const SCHEMAS = {
  callback: { fields: { identifier: { required: true }, password: { required: true } } },
  register: {
    fields: { email: { email: true, required: true }, username: { required: true }, password: { required: true } },
  },
  forgotPassword: { fields: { email: { email: true, required: true } }, noUnknown: true },
  resetPassword: {
    fields: { password: { required: true }, passwordConfirmation: { required: true }, code: { required: true } },
    noUnknown: true,
  },
  changePassword: {
    fields: {
      password: { required: true },
      passwordConfirmation: { required: true, sameAs: { field: 'password', message: 'Passwords do not match' } },
      currentPassword: { required: true },
    },
    noUnknown: true,
  },
  sendEmailConfirmation: { fields: { email: { email: true, required: true } } },
  emailConfirmation: { fields: { confirmation: { required: true } } },
  createUser: {
    fields: {
      email: { email: true, required: true },
      username: { min: 1, required: true },
      password: { min: 1, required: true },
    },
    custom: roleRule(true),
  },
  updateUser: {
    fields: { email: { email: true, min: 1 }, username: { min: 1 }, password: { min: 1 } },
    custom: roleRule(false),
  },
} satisfies Record<string, BodySchema>;
