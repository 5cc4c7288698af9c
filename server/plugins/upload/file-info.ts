// `fileInfo`, as Strapi's upload validates it (yup, not strict): for one file a JSON object, for
// several an array of them (a JSON text, or one field per file); each one's name, alternative text
// and caption cast to text. What yup cannot cast is a 400 naming its path, never a crash later.
import { typeError } from '../../entries/yup-messages.ts';
import { EntityValidationError, type FieldError } from '../../errors.ts';
import { assertJsonDepth } from '../../input/json-input.ts';
import { isPlainObject } from '../../query/params/invalid.ts';

export interface FileInfo {
  name?: string | null;
  alternativeText?: string | null;
  caption?: string | null;
}

const TEXT_FIELDS = ['name', 'alternativeText', 'caption'] as const;

/** The infos of `raw` (a multipart field: one text, or one per field; or a JSON body's value), for several files or one. */
export function parseFileInfos(raw: unknown, severalFiles: boolean): FileInfo[] {
  if (raw === undefined) return [];
  const errors: FieldError[] = [];
  let infos: FileInfo[] = [];
  if (severalFiles) {
    const list = fromJsonText(raw, Array.isArray);
    if (list === null) errors.push(refusal(['fileInfo'], typeError('fileInfo', 'array', null, raw)));
    else infos = (list as unknown[]).map((item, i) => castInfo(item, ['fileInfo', String(i)], errors));
  } else {
    infos = [castInfo(raw, ['fileInfo'], errors)];
  }
  if (errors.length) throw new EntityValidationError(errors);
  return infos;
}

/** yup's object cast: a JSON text is parsed, and anything but a plain object becomes null (a type error). */
function castInfo(value: unknown, path: string[], errors: FieldError[]): FileInfo {
  const info = fromJsonText(value, isPlainObject) as Record<string, unknown> | null;
  if (info === null) {
    errors.push(refusal(path, typeError(label(path), 'object', null, value)));
    return {};
  }
  const out: FileInfo = {};
  for (const key of TEXT_FIELDS) {
    const v = info[key];
    if (v === undefined) continue;
    const text = castText(v);
    if (text === undefined) errors.push(refusal([...path, key], typeError(label([...path, key]), 'string', v)));
    else out[key] = text;
  }
  return out;
}

/** yup's string cast: null stays, a number or boolean becomes its text, an array or object does not cast. */
function castText(v: unknown): string | null | undefined {
  if (v === null || typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  return undefined;
}

function fromJsonText(value: unknown, isType: (v: unknown) => boolean): unknown {
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return null;
    }
    assertJsonDepth(v, 'fileInfo');
  }
  return isType(v) ? v : null;
}

/** yup's path text: `fileInfo[1].name`. */
function label(path: string[]): string {
  return path.map((p, i) => (/^\d+$/.test(p) ? `[${p}]` : i ? `.${p}` : p)).join('');
}

function refusal(path: string[], message: string): FieldError {
  return { path, message, name: 'ValidationError' };
}
