// A JSON Schema of the API reference, read as a tree: an object's properties (required ones
// marked), a list's items, the variants of a oneOf, and named schemas that unfold where they are
// used. A branch renders its children only once opened, so self-referring filters stay finite.
import { useState, type ReactNode } from 'react';
import { hasChildren, refName, resolveRef, schemaSummary, type OpenApiDocument, type Schema } from './openapi-model.ts';

interface Props {
  doc: OpenApiDocument;
  schema: Schema | undefined;
}

/** A whole schema: its summary line, then its parts. */
export function SchemaView({ doc, schema }: Props) {
  return (
    <div className="schema-view">
      <SchemaBody doc={doc} schema={schema} />
    </div>
  );
}

function SchemaBody({ doc, schema }: Props): ReactNode {
  if (!schema) return <span className="muted">any value</span>;
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(doc, schema.$ref);
    return (
      <Branch label={<span className="schema-ref">{refName(schema.$ref)}</span>} open={false}>
        <SchemaBody doc={doc} schema={target} />
      </Branch>
    );
  }
  const parts: ReactNode[] = [];
  if (typeof schema.description === 'string')
    parts.push(
      <p key="d" className="schema-description">
        {schema.description}
      </p>,
    );
  const variants = (schema.oneOf ?? schema.anyOf ?? schema.allOf) as Schema[] | undefined;
  if (variants) {
    const word = schema.allOf ? 'all of' : 'one of';
    parts.push(
      <ol key="v" className="schema-variants" aria-label={word}>
        {variants.map((v, i) => (
          <li key={i}>
            <Line doc={doc} name={null} schema={v} required={false} />
          </li>
        ))}
      </ol>,
    );
  }
  const properties = schema.properties as Record<string, Schema> | undefined;
  if (properties) {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    parts.push(
      <ul key="p" className="schema-properties">
        {Object.entries(properties).map(([name, prop]) => (
          <li key={name}>
            <Line doc={doc} name={name} schema={prop} required={required.has(name)} />
          </li>
        ))}
      </ul>,
    );
  }
  const items = schema.items as Schema | undefined;
  if (items && hasChildren(items)) parts.push(<Line key="i" doc={doc} name="items" schema={items} required={false} />);
  if (parts.length === 0) return <code className="schema-type">{schemaSummary(schema)}</code>;
  return <>{parts}</>;
}

/** One property (or variant): name, type in words, and its parts when it has any. */
function Line({
  doc,
  name,
  schema,
  required,
}: {
  doc: OpenApiDocument;
  name: string | null;
  schema: Schema;
  required: boolean;
}) {
  const label = (
    <>
      {name !== null && <span className="schema-name mono">{name}</span>}
      {required && (
        <span className="schema-required" title="required">
          required
        </span>
      )}
      <code className="schema-type">{schemaSummary(schema)}</code>
      {name !== null && typeof schema.description === 'string' && (
        <span className="schema-inline-description">{schema.description}</span>
      )}
    </>
  );
  if (!hasChildren(schema)) return <div className="schema-line">{label}</div>;
  const target = typeof schema.$ref === 'string' ? resolveRef(doc, schema.$ref) : schema;
  return (
    <Branch label={label} open={false}>
      <SchemaBody doc={doc} schema={target && name !== null ? { ...target, description: undefined } : target} />
    </Branch>
  );
}

function Branch({ label, open, children }: { label: ReactNode; open: boolean; children: ReactNode }) {
  const [shown, setShown] = useState(open);
  return (
    <details className="schema-branch" open={open} onToggle={(e) => setShown(e.currentTarget.open)}>
      <summary className="schema-line">{label}</summary>
      {shown && <div className="schema-children">{children}</div>}
    </details>
  );
}
