// One operation of the API reference, folded to its method, path and summary; open, it shows the
// parameters (the bracket ones as OpenAPI deepObject), the request body, each response and a link
// that opens the same request in the REST tester.
import { Icon } from '../components/Icon.tsx';
import { schemaSummary, type OpenApiDocument, type Operation, type Parameter } from './openapi-model.ts';
import { SchemaView } from './SchemaView.tsx';

interface Props {
  doc: OpenApiDocument;
  op: Operation;
  tryIt: string | null;
}

export function OperationCard({ doc, op, tryIt }: Props) {
  const id = `op-${op.operationId}`;
  return (
    <details className="operation" id={id}>
      <summary className="operation-summary" aria-label={`${op.method} ${op.path}`}>
        <span className={`method method-${op.method}`}>{op.method}</span>
        <code className="operation-path">{op.path}</code>
        <span className="operation-title grow">{op.summary}</span>
      </summary>
      <div className="operation-body">
        {op.description && (
          <p>
            <Prose text={op.description} />
          </p>
        )}
        <div className="row operation-meta">
          <span className="muted">
            operationId <code className="code-inline">{op.operationId}</code>
          </span>
          <span className="spacer" />
          {tryIt && (
            <a className="btn btn-sm" href={tryIt}>
              <Icon name="send" /> Try it in the REST tester
            </a>
          )}
        </div>
        {op.parameters.length > 0 && <Parameters doc={doc} params={op.parameters} />}
        {op.requestBody && (
          <section className="operation-section" aria-label="Request body">
            <h4>Request body {op.requestBody.required && <span className="schema-required">required</span>}</h4>
            {Object.entries(op.requestBody.content).map(([type, media]) => (
              <div key={type}>
                <div className="muted mono content-type">{type}</div>
                <SchemaView doc={doc} schema={media.schema} />
              </div>
            ))}
          </section>
        )}
        <section className="operation-section" aria-label="Responses">
          <h4>Responses</h4>
          <ul className="responses">
            {op.responses.map((r) => (
              <li key={r.status}>
                <div className="row">
                  <span className={`status-pill status-${r.status[0]}`}>{r.status}</span>
                  <span>{r.description}</span>
                </div>
                {Object.entries(r.content ?? {}).map(([type, media]) => (
                  <SchemaView key={type} doc={doc} schema={media.schema} />
                ))}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </details>
  );
}

function Parameters({ doc, params }: { doc: OpenApiDocument; params: Parameter[] }) {
  return (
    <section className="operation-section" aria-label="Parameters">
      <h4>Parameters</h4>
      <table className="table params-table">
        <thead>
          <tr>
            <th>Name</th>
            <th>In</th>
            <th>Schema</th>
            <th>Description</th>
          </tr>
        </thead>
        <tbody>
          {params.map((p) => (
            <tr key={`${p.in} ${p.name}`}>
              <td className="nowrap">
                <code className="mono">{p.name}</code>
                {p.required && <span className="schema-required">required</span>}
              </td>
              <td className="nowrap">
                {p.in}
                {p.style && (
                  <span
                    className="badge badge-info param-style"
                    title={p.style === 'deepObject' ? 'Nested keys in brackets, as qs writes them' : undefined}
                  >
                    {p.style}
                  </span>
                )}
              </td>
              <td>
                {typeof p.schema?.$ref === 'string' ? (
                  <SchemaView doc={doc} schema={p.schema} />
                ) : (
                  <code className="schema-type">{schemaSummary(p.schema)}</code>
                )}
              </td>
              <td className="param-description">
                <Prose text={p.description ?? ''} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Text whose `backticked` parts are code, as the document writes them (CommonMark code spans). */
export function Prose({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, i) =>
        i % 2 === 1 ? (
          <code key={i} className="code-inline">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  );
}
