// A relation's kind, target, and (for two-way kinds) the name of the field on the target.
import type { RawAttribute } from '../../../shared/model.ts';
import { Field } from '../components/Field.tsx';
import { pluralNoun } from '../lib/format.ts';
import { useStudio } from '../stores/studio-store.ts';

const KINDS: Array<{ relation: string; label(a: string, b: string): string; twoWay: boolean }> = [
  { relation: 'oneWay', label: (a, b) => `${a} has one ${b}`, twoWay: false },
  { relation: 'oneToOne', label: (a, b) => `${a} has and belongs to one ${b}`, twoWay: true },
  { relation: 'oneToMany', label: (a, b) => `${a} belongs to many ${pluralNoun(b)}`, twoWay: true },
  { relation: 'manyToOne', label: (a, b) => `${b} has many ${pluralNoun(a)}`, twoWay: true },
  { relation: 'manyToMany', label: (a, b) => `${a} has and belongs to many ${pluralNoun(b)}`, twoWay: true },
  { relation: 'manyWay', label: (a, b) => `${a} has many ${pluralNoun(b)}`, twoWay: false },
];

export function RelationOptions({
  attr,
  name,
  modelName,
  onChange,
}: {
  attr: RawAttribute;
  name: string;
  modelName: string;
  onChange(a: RawAttribute): void;
}) {
  const types = useStudio((s) => s.schema?.contentTypes ?? []).filter((t) => t.editable);
  const kind = KINDS.find((k) => k.relation === attr.relation) ?? KINDS[3];
  const editingMapped = Boolean(attr.mappedBy);
  const target = types.find((t) => t.uid === attr.target);
  if (editingMapped) {
    return (
      <p className="muted">
        This is the other side of{' '}
        <code className="code-inline">
          {target?.displayName}.{attr.mappedBy}
        </code>
        : change the relation there.
      </p>
    );
  }
  const setKind = (relation: string) => {
    const k = KINDS.find((x) => x.relation === relation)!;
    const { inversedBy: _drop, ...rest } = attr;
    onChange(
      k.twoWay
        ? {
            ...rest,
            relation,
            inversedBy:
              attr.inversedBy ??
              (modelName
                ? camel(relation === 'oneToMany' || relation === 'oneToOne' ? modelName : `${modelName}s`)
                : undefined),
          }
        : { ...rest, relation },
    );
  };
  return (
    <div className="stack">
      <div className="relation-kinds" role="radiogroup" aria-label="Relation kind">
        {KINDS.map((k) => (
          <button
            key={k.relation}
            type="button"
            role="radio"
            aria-checked={k.relation === kind.relation}
            className="relation-kind"
            onClick={() => setKind(k.relation)}
          >
            <strong>{k.relation}</strong>
            <span className="muted">{k.label(modelName || 'This', target?.displayName ?? 'the target')}</span>
          </button>
        ))}
      </div>
      <div className="form-grid">
        <Field label="Target" htmlFor="relation-target" required>
          <select
            id="relation-target"
            className="select"
            value={attr.target ?? ''}
            onChange={(e) => onChange({ ...attr, target: e.target.value })}
          >
            <option value="">Choose a content type</option>
            {types.map((t) => (
              <option key={t.uid} value={t.uid}>
                {t.displayName}
              </option>
            ))}
          </select>
        </Field>
        {kind.twoWay && (
          <Field
            label={`Field on ${target?.displayName ?? 'the target'}`}
            htmlFor="relation-inverse"
            hint="The builder adds it to the target model"
          >
            <input
              id="relation-inverse"
              className="input"
              value={attr.inversedBy ?? ''}
              placeholder={name ? `e.g. ${camel(modelName || 'item')}` : ''}
              onChange={(e) => onChange({ ...attr, inversedBy: e.target.value || undefined })}
            />
          </Field>
        )}
      </div>
    </div>
  );
}

function camel(s: string): string {
  return s.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}
