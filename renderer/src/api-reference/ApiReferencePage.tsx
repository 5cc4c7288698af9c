// #/api-reference: the OpenAPI 3.1 document the server serves at <prefix>/openapi.json, read as a
// reference: routes grouped by content type and plugin, their parameters, bodies, responses and
// the error envelope, each a click away from the REST tester.
import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { Alert, EmptyState } from '../components/Feedback.tsx';
import { Icon } from '../components/Icon.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { BASE_PATH } from '../lib/base-path.ts';
import { useStudio } from '../stores/studio-store.ts';
import { matchesSearch, operationGroups, type OpenApiDocument } from './openapi-model.ts';
import { OperationCard, Prose } from './OperationCard.tsx';
import { SchemaView } from './SchemaView.tsx';
import { testerHref } from './try-it.ts';

export function ApiReferencePage() {
  const { schema, session } = useStudio();
  const prefix = session?.server.restPrefix ?? '/api';
  const url = `${BASE_PATH}${prefix}/openapi.json`;
  const [doc, setDoc] = useState<OpenApiDocument | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  // The document follows the schema: fetched again when the builder changes a model.
  useEffect(() => {
    let alive = true;
    fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then(async (res) => {
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        return (await res.json()) as OpenApiDocument;
      })
      .then(
        (d) => alive && setDoc(d),
        (err: Error) => alive && setFailed(err.message),
      );
    return () => {
      alive = false;
    };
  }, [url, schema]);
  const groups = useMemo(() => (doc ? operationGroups(doc) : []), [doc]);
  const shown = groups
    .map((g) => ({ ...g, operations: g.operations.filter((op) => matchesSearch(op, search)) }))
    .filter((g) => g.operations.length > 0);
  const types = schema?.contentTypes ?? [];

  return (
    <>
      <PageHeader
        eyebrow="Explore the API"
        title={
          <>
            API reference <code className="code-inline">{prefix}/openapi.json</code>
          </>
        }
        actions={
          <a className="btn" href={url} target="_blank" rel="noreferrer">
            <Icon name="download" /> OpenAPI document
          </a>
        }
      />
      <div className="page page-wide api-reference">
        {failed && <Alert kind="danger">The API description could not be read: {failed}</Alert>}
        {!doc && !failed && <div className="spinner" aria-label="Loading" />}
        {doc && (
          <div className="reference-grid">
            <nav className="reference-toc card" aria-label="Route groups">
              <div className="search">
                <Icon name="search" />
                <input
                  className="input"
                  type="search"
                  aria-label="Filter routes"
                  placeholder="Filter routes"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                />
              </div>
              <ul>
                {shown.map((g) => (
                  <li key={g.tag}>
                    <a href={`#/api-reference`} onClick={(e) => jumpTo(e, g.tag)}>
                      <span className="grow">{g.tag}</span>
                      <span className="muted">{g.operations.length}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="reference-main">
              <Overview doc={doc} />
              {shown.length === 0 && (
                <EmptyState icon="search" title="No route matches">
                  Nothing in the document matches “{search}”.
                </EmptyState>
              )}
              {shown.map((g) => (
                <section key={g.tag} className="reference-group" aria-labelledby={groupId(g.tag)}>
                  <h2 id={groupId(g.tag)}>{g.tag}</h2>
                  {g.operations.map((op) => (
                    <OperationCard key={op.key} doc={doc} op={op} tryIt={testerHref(op, prefix, types)} />
                  ))}
                </section>
              ))}
            </div>
          </div>
        )}
      </div>
    </>
  );
}

/** What every route shares: the query syntax, the credentials and the error envelope. */
function Overview({ doc }: { doc: OpenApiDocument }) {
  const bearer = doc.components?.securitySchemes?.bearerAuth;
  return (
    <section className="card reference-overview" aria-label="Overview">
      <div className="card-body stack">
        <p>
          <Prose text={doc.info.description ?? ''} />
        </p>
        {bearer && (
          <p className="muted">
            Credentials: none (the Public role), or <code className="code-inline">Authorization: Bearer …</code> —{' '}
            {String(bearer.description ?? '')}
          </p>
        )}
        <div>
          <h3>Errors</h3>
          <p className="muted">
            Every error, REST or plugin route, answers this envelope with its HTTP status: 400 ValidationError, 401
            UnauthorizedError, 403 ForbiddenError, 404 NotFoundError.
          </p>
          <SchemaView doc={doc} schema={{ $ref: '#/components/schemas/Error' }} />
        </div>
      </div>
    </section>
  );
}

function groupId(tag: string): string {
  return `group-${tag.replace(/[^\w-]/g, '-')}`;
}

function jumpTo(e: MouseEvent, tag: string) {
  e.preventDefault();
  document.getElementById(groupId(tag))?.scrollIntoView({ block: 'start' });
}
