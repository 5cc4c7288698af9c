// The overview: where the API lives, what the project holds, and where to go next.
import { useEffect, useState } from 'react';
import type { EntryList } from '../../../server/admin/studio-contract.ts';
import { IconButton } from '../components/Buttons.tsx';
import { Icon, type IconName } from '../components/Icon.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { admin, seg } from '../lib/admin-client.ts';
import { BASE_PATH } from '../lib/base-path.ts';
import { desktopBridge } from '../lib/desktop-bridge.ts';
import { pluralize } from '../lib/format.ts';
import { href } from '../lib/hash-router.ts';
import { useStudio } from '../stores/studio-store.ts';

export function HomePage() {
  const { session, schema } = useStudio();
  const [counts, setCounts] = useState<Record<string, number>>({});
  const types = schema?.contentTypes ?? [];
  useEffect(() => {
    for (const m of types.filter((t) => t.kind === 'collectionType')) {
      admin.get<EntryList>(`/entries/${seg(m.uid)}?pageSize=1`).then(
        (r) => setCounts((c) => ({ ...c, [m.uid]: r.pagination.total })),
        () => undefined,
      );
    }
  }, [schema]);
  const origin = window.location.origin;
  const desktop = desktopBridge();
  return (
    <>
      <PageHeader eyebrow="Overview" title={session?.project.name ?? 'Project'} />
      <div className="page">
        <div className="home-grid">
          <section className="card">
            <div className="card-header">
              <h2>Endpoints</h2>
              <span className="badge badge-success">
                <span className="dot" />
                Running
              </span>
            </div>
            <div className="card-body stack">
              <Endpoint label="REST" url={`${origin}${session?.server.restPrefix ?? '/api'}`} />
              <Endpoint label="GraphQL" url={`${origin}${session?.server.graphqlPath ?? '/graphql'}`} />
              <Endpoint label="Uploads" url={`${origin}${BASE_PATH}/uploads`} />
              <p className="muted row" style={{ fontSize: 12.5 }}>
                Project folder <span className="mono">{session?.project.dir}</span>
                {desktop && (
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => void desktop.revealProject()}>
                    Show in folder
                  </button>
                )}
              </p>
            </div>
          </section>
          <section className="card">
            <div className="card-header">
              <h2>Content</h2>
              <a className="btn btn-sm" href="#/builder">
                <Icon name="builder" />
                Edit models
              </a>
            </div>
            <div className="card-body">
              <ul className="type-list">
                {types.map((m) => (
                  <li key={m.uid}>
                    <a href={href('content', m.uid)} className="type-link">
                      <Icon name={m.kind === 'singleType' ? 'single' : 'collection'} />
                      <span className="grow">{m.displayName}</span>
                      {m.kind === 'collectionType' ? (
                        <span className="muted">
                          {counts[m.uid] === undefined ? '… entries' : pluralize(counts[m.uid], 'entry')}
                        </span>
                      ) : (
                        <span className="muted">single type</span>
                      )}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        </div>
        <div className="tiles">
          <Tile
            to="#/rest"
            icon="send"
            title="REST tester"
            text="Build a query with filters, sort and populate, and see the exact query string a client sends."
          />
          <Tile
            to="#/graphql"
            icon="graph"
            title="GraphQL"
            text="GraphiQL against this project's endpoint, with the credentials of your choice."
          />
          <Tile
            to="#/settings/tokens"
            icon="key"
            title="API tokens"
            text="Create read-only, full-access or custom tokens for your frontends."
          />
          <Tile
            to="#/settings/roles"
            icon="shield"
            title="Permissions"
            text="Decide what the Public and Authenticated roles may do."
          />
        </div>
      </div>
    </>
  );
}

function Endpoint({ label, url }: { label: string; url: string }) {
  return (
    <div className="endpoint">
      <span className="badge badge-accent" style={{ minWidth: 68, justifyContent: 'center' }}>
        {label}
      </span>
      <code className="mono grow">{url}</code>
      <IconButton icon="copy" label={`Copy ${label} URL`} onClick={() => void navigator.clipboard?.writeText(url)} />
    </div>
  );
}

function Tile({ to, icon, title, text }: { to: string; icon: IconName; title: string; text: string }) {
  return (
    <a className="tile card" href={to}>
      <div className="tile-icon">
        <Icon name={icon} />
      </div>
      <h3>{title}</h3>
      <p className="muted">{text}</p>
    </a>
  );
}
