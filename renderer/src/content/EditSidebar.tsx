// The edit page's side column: publication status, locales, and where the API serves the entry.
import type { StudioEntry, StudioModel } from '../../../server/admin/studio-contract.ts';
import { Icon } from '../components/Icon.tsx';
import { formatDateTime } from '../lib/format.ts';
import { href } from '../lib/hash-router.ts';
import { useStudio } from '../stores/studio-store.ts';

interface Props {
  model: StudioModel;
  entry: StudioEntry | null;
  locale: string | null;
  single: boolean;
  onLocalize(code: string): void;
}

export function EditSidebar({ model, entry, locale, single, onLocalize }: Props) {
  const { schema, session } = useStudio();
  const locales = schema?.locales ?? [];
  const localizations = (entry?.localizations as Array<{ id: number; locale: string; publishedAt?: string | null }> | undefined) ?? [];
  const prefix = session?.server.restPrefix ?? '/api';
  const path = single ? `${prefix}/${model.singularName}` : `${prefix}/${model.pluralName}${entry ? `/${entry.id}` : ''}`;
  const testerQuery = new URLSearchParams({ type: model.uid, ...(entry && !single ? { id: String(entry.id) } : {}), ...(model.draftAndPublish ? { publicationState: 'preview' } : {}), ...(model.localized && locale ? { locale } : {}) });
  return (
    <aside className="edit-aside">
      <section className="card">
        <div className="card-header"><h3>Entry</h3>
          {model.draftAndPublish && (entry?.publishedAt
            ? <span className="badge badge-success"><span className="dot" />Published</span>
            : <span className="badge badge-info"><span className="dot" />Draft</span>)}
        </div>
        <dl className="facts">
          <dt>Id</dt><dd className="mono">{entry?.id ?? 'not saved yet'}</dd>
          <dt>Created</dt><dd>{formatDateTime(entry?.createdAt)}</dd>
          <dt>Updated</dt><dd>{formatDateTime(entry?.updatedAt)}</dd>
          {model.draftAndPublish && <><dt>Published</dt><dd>{formatDateTime(entry?.publishedAt)}</dd></>}
        </dl>
      </section>
      {model.localized && locale && (
        <section className="card">
          <div className="card-header"><h3>Locales</h3></div>
          <ul className="locale-list">
            {locales.map((l) => {
              const other = localizations.find((x) => x.locale === l.code);
              const current = l.code === (entry?.locale ?? locale);
              return (
                <li key={l.code} className={current ? 'current' : ''}>
                  <span className="grow">{l.name}</span>
                  {current ? <span className="badge badge-accent">editing</span>
                    : other ? <a className="btn btn-sm" href={single ? `${href('content', model.uid)}?locale=${l.code}` : href('content', model.uid, other.id)}>Open</a>
                    : entry ? <button type="button" className="btn btn-sm" onClick={() => onLocalize(l.code)}><Icon name="plus" />Create</button>
                    : <span className="muted">—</span>}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <section className="card">
        <div className="card-header"><h3>In the API</h3></div>
        <div className="card-body stack">
          <code className="code-inline" style={{ wordBreak: 'break-all' }}>GET {path}</code>
          <a className="btn btn-sm" href={`#/rest?${testerQuery}`}><Icon name="send" />Open in the REST tester</a>
        </div>
      </section>
    </aside>
  );
}
