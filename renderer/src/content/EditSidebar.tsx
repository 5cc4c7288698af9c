// The edit page's side column: publication status, locales, and where the API serves the entry.
import type { StudioEntry, StudioModel } from '../../../server/admin/studio-contract.ts';
import { Icon } from '../components/Icon.tsx';
import { formatDateTime } from '../lib/format.ts';
import { useState } from 'react';
import { href } from '../lib/hash-router.ts';
import { useStudio } from '../stores/studio-store.ts';
import { StatusDot } from './StatusDot.tsx';

interface Props {
  model: StudioModel;
  entry: StudioEntry | null;
  /** While creating a localization: the entry it localizes (its locales can fill the form). */
  source: StudioEntry | null;
  locale: string | null;
  single: boolean;
  onFill(sourceId: number): void;
}

type Localization = { id: number; locale: string; publishedAt?: string | null };

export function EditSidebar({ model, entry, source, locale, single, onFill }: Props) {
  const { schema, session } = useStudio();
  const locales = schema?.locales ?? [];
  const group = entry ?? source;
  const localizations: Localization[] = [
    ...(source ? [{ id: source.id, locale: String(source.locale) }] : []),
    ...((group?.localizations as Localization[] | undefined) ?? []),
  ];
  const createHref = (code: string) =>
    single
      ? `${href('content', model.uid)}?locale=${code}&from=${entry!.id}`
      : `${href('content', model.uid, 'new')}?locale=${code}&from=${entry!.id}`;
  const prefix = session?.server.restPrefix ?? '/api';
  const path = single
    ? `${prefix}/${model.singularName}`
    : `${prefix}/${model.pluralName}${entry ? `/${entry.id}` : ''}`;
  const testerQuery = new URLSearchParams({
    type: model.uid,
    ...(entry && !single ? { id: String(entry.id) } : {}),
    ...(model.draftAndPublish ? { publicationState: 'preview' } : {}),
    ...(model.localized && locale ? { locale } : {}),
  });
  return (
    <aside className="edit-aside">
      <section className="card">
        <div className="card-header">
          <h3>Entry</h3>
          {model.draftAndPublish && <StatusDot published={Boolean(entry?.publishedAt)} />}
        </div>
        <dl className="facts">
          <dt>Id</dt>
          <dd className="mono">{entry?.id ?? 'not saved yet'}</dd>
          <dt>Created</dt>
          <dd>{formatDateTime(entry?.createdAt)}</dd>
          <dt>Updated</dt>
          <dd>{formatDateTime(entry?.updatedAt)}</dd>
          {model.draftAndPublish && (
            <>
              <dt>Published</dt>
              <dd>{formatDateTime(entry?.publishedAt)}</dd>
            </>
          )}
        </dl>
      </section>
      {model.localized && locale && (
        <section className="card">
          <div className="card-header">
            <h3>Locales</h3>
          </div>
          <ul className="locale-list">
            {locales.map((l) => {
              const other = localizations.find((x) => x.locale === l.code);
              const current = l.code === (entry?.locale ?? locale);
              return (
                <li key={l.code} className={current ? 'current' : ''}>
                  <span className="grow">{l.name}</span>
                  {current ? (
                    <span className="badge badge-accent">editing</span>
                  ) : other ? (
                    <a
                      className="btn btn-sm"
                      href={
                        single
                          ? `${href('content', model.uid)}?locale=${l.code}`
                          : `${href('content', model.uid, other.id)}?locale=${l.code}`
                      }
                    >
                      Open
                    </a>
                  ) : entry ? (
                    <a className="btn btn-sm" href={createHref(l.code)} aria-label={`Create the ${l.name} version`}>
                      <Icon name="plus" />
                      Create
                    </a>
                  ) : (
                    <span className="muted">—</span>
                  )}
                </li>
              );
            })}
          </ul>
          {!entry && localizations.length > 0 && (
            <FillFromLocale options={localizations} names={locales} onFill={onFill} />
          )}
        </section>
      )}
      <section className="card">
        <div className="card-header">
          <h3>In the API</h3>
        </div>
        <div className="card-body stack">
          <code className="code-inline" style={{ wordBreak: 'break-all' }}>
            GET {path}
          </code>
          <a className="btn btn-sm" href={`#/rest?${testerQuery}`}>
            <Icon name="send" />
            Open in the REST tester
          </a>
        </div>
      </section>
    </aside>
  );
}

/** Copies another locale's version into the form (Strapi's "Fill in from another locale"). */
function FillFromLocale({
  options,
  names,
  onFill,
}: {
  options: Localization[];
  names: Array<{ code: string; name: string }>;
  onFill(id: number): void;
}) {
  const [chosen, setChosen] = useState(options[0].id);
  return (
    <div className="card-body stack fill-from">
      <label className="field-label" htmlFor="fill-from">
        Fill in from another locale
      </label>
      <div className="row">
        <select id="fill-from" className="select" value={chosen} onChange={(e) => setChosen(Number(e.target.value))}>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {names.find((n) => n.code === o.locale)?.name ?? o.locale}
            </option>
          ))}
        </select>
        <button type="button" className="btn btn-sm" onClick={() => onFill(chosen)}>
          <Icon name="copy" />
          Fill in
        </button>
      </div>
    </div>
  );
}
