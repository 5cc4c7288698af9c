// The options of one field kind: its format, constraints and defaults.
import { useState } from 'react';
import { enumerationProblem, regexProblem } from '../../../shared/attribute-rules.ts';
import type { RawAttribute } from '../../../shared/model.ts';
import { Field, Switch } from '../components/Field.tsx';
import { useStudio } from '../stores/studio-store.ts';
import type { FieldKind } from './field-kinds.ts';
import { RelationOptions } from './RelationOptions.tsx';

interface Props {
  kind: FieldKind;
  attr: RawAttribute;
  name: string;
  modelName: string;
  siblings: string[];
  onChange(a: RawAttribute): void;
}

const MEDIA_TYPES = ['images', 'videos', 'audios', 'files'];

/** What stops these options from being saved, by option, with the rules the server starts with. */
export function optionProblems(attr: RawAttribute): { regex?: string; enum?: string } {
  const regex = attr.regex ? regexProblem(attr.regex) : null;
  const values = attr.type === 'enumeration' && (attr.enum ?? []).length ? enumerationProblem(attr.enum) : null;
  return { ...(regex ? { regex } : {}), ...(values ? { enum: values } : {}) };
}

export function AttributeOptions({ kind, attr, name, modelName, siblings, onChange }: Props) {
  const components = useStudio((s) => s.schema?.components ?? []);
  const set = (patch: Partial<RawAttribute>) => onChange(clean({ ...attr, ...patch }));
  const problems = optionProblems(attr);
  const lengths = (
    <>
      <NumberOption label="Minimum length" option="minLength" attr={attr} set={set} />
      <NumberOption label="Maximum length" option="maxLength" attr={attr} set={set} />
    </>
  );
  switch (kind.id) {
    case 'text':
      return (
        <div className="form-grid">
          <Field label="Type" htmlFor="opt-type" className="span-2">
            <div className="segmented" role="group" aria-label="Text type">
              <button type="button" aria-pressed={attr.type === 'string'} onClick={() => set({ type: 'string' })}>
                Short text
              </button>
              <button type="button" aria-pressed={attr.type === 'text'} onClick={() => set({ type: 'text' })}>
                Long text
              </button>
            </div>
          </Field>
          {lengths}
          <Field label="Default value" htmlFor="opt-default">
            <input
              id="opt-default"
              className="input"
              value={String(attr.default ?? '')}
              onChange={(e) => set({ default: e.target.value || undefined })}
            />
          </Field>
          <Field label="RegExp pattern" htmlFor="opt-regex" error={problems.regex}>
            <input
              id="opt-regex"
              className="input code"
              aria-invalid={problems.regex ? true : undefined}
              value={attr.regex ?? ''}
              onChange={(e) => set({ regex: e.target.value || undefined })}
            />
          </Field>
        </div>
      );
    case 'richtext':
    case 'email':
    case 'password':
      return <div className="form-grid">{lengths}</div>;
    case 'number':
      return (
        <div className="form-grid">
          <Field label="Number format" htmlFor="opt-format">
            <select
              id="opt-format"
              className="select"
              value={attr.type}
              onChange={(e) => set({ type: e.target.value })}
            >
              <option value="integer">integer (ex: 10)</option>
              <option value="biginteger">big integer (ex: 123456789)</option>
              <option value="decimal">decimal (ex: 2.22)</option>
              <option value="float">float (ex: 3.3333333)</option>
            </select>
          </Field>
          <NumberOption label="Default value" option="default" attr={attr} set={set} />
          <NumberOption label="Minimum value" option="min" attr={attr} set={set} />
          <NumberOption label="Maximum value" option="max" attr={attr} set={set} />
        </div>
      );
    case 'date':
      return (
        <Field label="Type" htmlFor="opt-date">
          <select id="opt-date" className="select" value={attr.type} onChange={(e) => set({ type: e.target.value })}>
            <option value="date">date (ex: 01/01/2024)</option>
            <option value="datetime">datetime (ex: 01/01/2024 00:00 AM)</option>
            <option value="time">time (ex: 00:00 AM)</option>
          </select>
        </Field>
      );
    case 'boolean':
      return (
        <Field label="Default value" htmlFor="opt-default">
          <select
            id="opt-default"
            className="select"
            value={attr.default === undefined ? '' : String(attr.default)}
            onChange={(e) => set({ default: e.target.value === '' ? undefined : e.target.value === 'true' })}
          >
            <option value="">none</option>
            <option value="true">true</option>
            <option value="false">false</option>
          </select>
        </Field>
      );
    case 'enumeration':
      return (
        <div className="form-grid">
          <Field label="Values (one per line)" htmlFor="opt-enum" required className="span-2" error={problems.enum}>
            <EnumerationValues
              values={attr.enum ?? []}
              invalid={Boolean(problems.enum)}
              onChange={(values) => set({ enum: values })}
            />
          </Field>
          <Field label="Default value" htmlFor="opt-default">
            <select
              id="opt-default"
              className="select"
              value={String(attr.default ?? '')}
              onChange={(e) => set({ default: e.target.value || undefined })}
            >
              <option value="">none</option>
              {(attr.enum ?? []).map((v) => (
                <option key={v} value={v}>
                  {v}
                </option>
              ))}
            </select>
          </Field>
        </div>
      );
    case 'uid':
      return (
        <Field label="Attached field" htmlFor="opt-target" hint="The studio can generate the UID from it">
          <select
            id="opt-target"
            className="select"
            value={attr.targetField ?? ''}
            onChange={(e) => set({ targetField: e.target.value || undefined })}
          >
            <option value="">None</option>
            {siblings.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
      );
    case 'media':
      return (
        <div className="stack">
          <div className="segmented" role="group" aria-label="Media type">
            <button type="button" aria-pressed={!attr.multiple} onClick={() => set({ multiple: false })}>
              Single media
            </button>
            <button type="button" aria-pressed={attr.multiple === true} onClick={() => set({ multiple: true })}>
              Multiple media
            </button>
          </div>
          <Field label="Allowed types" htmlFor="opt-allowed">
            <div className="check-grid" id="opt-allowed">
              {MEDIA_TYPES.map((t) => (
                <label key={t} className="check">
                  <input
                    type="checkbox"
                    className="checkbox"
                    aria-label={`allow ${t}`}
                    checked={(attr.allowedTypes ?? MEDIA_TYPES).includes(t)}
                    onChange={(e) =>
                      set({
                        allowedTypes: MEDIA_TYPES.filter((x) =>
                          x === t ? e.target.checked : (attr.allowedTypes ?? MEDIA_TYPES).includes(x),
                        ),
                      })
                    }
                  />
                  {t}
                </label>
              ))}
            </div>
          </Field>
        </div>
      );
    case 'relation':
      return <RelationOptions attr={attr} name={name} modelName={modelName} onChange={onChange} />;
    case 'component':
      return (
        <div className="form-grid">
          <Field label="Component" htmlFor="opt-component" required>
            <select
              id="opt-component"
              className="select"
              value={attr.component ?? ''}
              onChange={(e) => set({ component: e.target.value || undefined })}
            >
              <option value="">Choose a component</option>
              {components.map((c) => (
                <option key={c.uid} value={c.uid}>
                  {c.category} · {c.displayName}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Type" htmlFor="opt-repeatable">
            <div className="segmented" role="group" aria-label="Component type" id="opt-repeatable">
              <button
                type="button"
                aria-pressed={!attr.repeatable}
                onClick={() => set({ repeatable: false, min: undefined, max: undefined })}
              >
                Single
              </button>
              <button type="button" aria-pressed={attr.repeatable === true} onClick={() => set({ repeatable: true })}>
                Repeatable
              </button>
            </div>
          </Field>
          {attr.repeatable && <CountLimits attr={attr} set={set} />}
        </div>
      );
    case 'dynamiczone':
      return (
        <div className="stack">
          <Field label="Components in the zone" htmlFor="opt-components" required>
            <div className="check-grid" id="opt-components">
              {components.map((c) => (
                <label key={c.uid} className="check">
                  <input
                    type="checkbox"
                    className="checkbox"
                    aria-label={`zone component ${c.uid}`}
                    checked={(attr.components ?? []).includes(c.uid)}
                    onChange={(e) =>
                      set({
                        components: e.target.checked
                          ? [...(attr.components ?? []), c.uid]
                          : (attr.components ?? []).filter((x) => x !== c.uid),
                      })
                    }
                  />
                  {c.category} · {c.displayName}
                </label>
              ))}
            </div>
          </Field>
          <div className="form-grid">
            <CountLimits attr={attr} set={set} />
          </div>
        </div>
      );
    default:
      return <p className="muted">No options for this kind of field.</p>;
  }
}

/** The values as typed (blank lines kept while typing), handed on one value a line. */
function EnumerationValues({
  values,
  invalid,
  onChange,
}: {
  values: string[];
  invalid: boolean;
  onChange(values: string[]): void;
}) {
  const [text, setText] = useState(values.join('\n'));
  return (
    <textarea
      id="opt-enum"
      className="textarea code"
      rows={4}
      value={text}
      aria-invalid={invalid || undefined}
      onChange={(e) => {
        setText(e.target.value);
        onChange(
          e.target.value
            .split('\n')
            .map((v) => v.trim())
            .filter(Boolean),
        );
      }}
    />
  );
}

function CountLimits({ attr, set }: { attr: RawAttribute; set(p: Partial<RawAttribute>): void }) {
  return (
    <>
      <NumberOption label="Minimum items" option="min" attr={attr} set={set} />
      <NumberOption label="Maximum items" option="max" attr={attr} set={set} />
    </>
  );
}

/** A numeric option, left out of the attribute while its box is empty. */
function NumberOption({
  label,
  option,
  attr,
  set,
}: {
  label: string;
  option: 'minLength' | 'maxLength' | 'min' | 'max' | 'default';
  attr: RawAttribute;
  set(p: Partial<RawAttribute>): void;
}) {
  return (
    <Field label={label} htmlFor={`opt-${option}`}>
      <input
        id={`opt-${option}`}
        className="input"
        type="number"
        value={String(attr[option] ?? '')}
        onChange={(e) => set({ [option]: e.target.value === '' ? undefined : Number(e.target.value) })}
      />
    </Field>
  );
}

/** Options left empty are not written to the file. */
export function clean(a: RawAttribute): RawAttribute {
  return Object.fromEntries(Object.entries(a).filter(([, v]) => v !== undefined && v !== '')) as RawAttribute;
}

export function SettingSwitches({
  attr,
  kind,
  localized,
  onChange,
}: {
  attr: RawAttribute;
  kind: FieldKind;
  localized: boolean;
  onChange(a: RawAttribute): void;
}) {
  const set = (patch: Partial<RawAttribute>) => onChange(clean({ ...attr, ...patch }));
  const canUnique = ![
    'relation',
    'media',
    'component',
    'dynamiczone',
    'json',
    'blocks',
    'boolean',
    'password',
  ].includes(kind.id);
  const canLocalize = localized && kind.id !== 'relation';
  return (
    <div className="switch-list">
      {kind.id !== 'relation' && (
        <Switch
          checked={attr.required === true}
          onChange={(v) => set({ required: v || undefined })}
          label="Required field"
        />
      )}
      {canUnique && (
        <Switch checked={attr.unique === true} onChange={(v) => set({ unique: v || undefined })} label="Unique field" />
      )}
      <Switch
        checked={attr.private === true}
        onChange={(v) => set({ private: v || undefined })}
        label="Private field (never returned by the API)"
      />
      {canLocalize && (
        <Switch
          checked={attr.pluginOptions?.i18n?.localized !== false}
          label="Different in each locale"
          onChange={(v) =>
            onChange(clean({ ...attr, pluginOptions: { ...(attr.pluginOptions ?? {}), i18n: { localized: v } } }))
          }
        />
      )}
    </div>
  );
}
