// One attribute of the form, labelled, with its error: picks the input for the attribute's kind.
import type { StudioAttribute } from '../../../../server/admin/studio-contract.ts';
import { Field } from '../../components/Field.tsx';
import { ComponentField } from './ComponentField.tsx';
import { DynamicZoneField } from './DynamicZoneField.tsx';
import { useField, useForm, type Path } from './form-context.tsx';
import { JsonInput } from './JsonInput.tsx';
import { MediaField } from './MediaField.tsx';
import { RelationField } from './RelationField.tsx';
import { ScalarInput } from './ScalarInput.tsx';

const WIDE_SCALARS = new Set(['text', 'richtext', 'json', 'blocks']);

export function isWide(attr: StudioAttribute): boolean {
  return attr.kind !== 'scalar' ? !(attr.kind === 'relation' && !attr.toMany) : WIDE_SCALARS.has(attr.type);
}

/** `owner`: the uid of the model (entry or component) the attribute belongs to. */
export function FieldInput({ owner, attr, path }: { owner: string; attr: StudioAttribute; path: Path }) {
  const { error, id } = useField(path);
  const { locale } = useForm();
  const badges = (
    <>
      <span className="field-type">{typeLabel(attr)}</span>
      {attr.private && <span className="badge">private</span>}
      {attr.unique && <span className="badge">unique</span>}
      {locale &&
        path.length === 1 &&
        attr.kind !== 'relation' &&
        (attr.localized ? (
          <span className="badge badge-info" title={`Different in each locale: this is the ${locale} value`}>
            localized
          </span>
        ) : (
          <span className="badge badge-amber" title="Shared by every locale: a change here changes them all">
            all locales
          </span>
        ))}
    </>
  );
  return (
    <Field
      label={attr.name}
      htmlFor={id}
      required={attr.required}
      error={error}
      badges={badges}
      hint={hint(attr)}
      className={isWide(attr) ? 'span-2' : ''}
    >
      {input(owner, attr, path)}
    </Field>
  );
}

function input(owner: string, attr: StudioAttribute, path: Path) {
  switch (attr.kind) {
    case 'relation':
      return <RelationField owner={owner} attr={attr} path={path} />;
    case 'media':
      return <MediaField attr={attr} path={path} />;
    case 'component':
      return <ComponentField attr={attr} path={path} />;
    case 'dynamiczone':
      return <DynamicZoneField attr={attr} path={path} />;
    default:
      return attr.type === 'json' || attr.type === 'blocks' ? (
        <JsonInput path={path} name={attr.name} />
      ) : (
        <ScalarInput attr={attr} path={path} />
      );
  }
}

function typeLabel(attr: StudioAttribute): string {
  if (attr.kind === 'relation') return `${attr.relation} → ${attr.target?.split('.').pop()}`;
  if (attr.kind === 'media') return attr.multiple ? 'multiple media' : 'media';
  if (attr.kind === 'component')
    return attr.repeatable ? `repeatable ${attr.component}` : (attr.component ?? 'component');
  return attr.type;
}

function hint(attr: StudioAttribute): string | undefined {
  const r = attr.raw;
  const parts: string[] = [];
  if (typeof r.minLength === 'number') parts.push(`at least ${r.minLength} characters`);
  if (typeof r.maxLength === 'number') parts.push(`at most ${r.maxLength} characters`);
  if (attr.kind === 'scalar' && r.min !== undefined) parts.push(`min ${r.min}`);
  if (attr.kind === 'scalar' && r.max !== undefined) parts.push(`max ${r.max}`);
  if (attr.type === 'blocks') parts.push('blocks as JSON');
  return parts.length ? parts.join(' · ') : undefined;
}
