// #/settings/requests: the requests the server answers, live (method, path, GraphQL operation,
// status, time); a row opens to its headers, bodies and timing.
import { useEffect, useRef, useState } from 'react';
import type { LoggedRequest, LoggedRequestDetail } from '../../../server/admin/studio-contract.ts';
import { DataTable } from '../components/DataTable.tsx';
import { Dialog } from '../components/Dialog.tsx';
import { JsonTree } from '../components/JsonTree.tsx';
import { EmptyState } from '../components/Feedback.tsx';
import { Icon } from '../components/Icon.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { admin, ADMIN_API } from '../lib/admin-client.ts';
import { formatMs } from '../lib/format.ts';
import { SearchInput } from '../content/SearchInput.tsx';
import { MockControlsPanel } from './MockControlsPanel.tsx';

const MAX_SHOWN = 500;

export function RequestLogPage() {
  const [entries, setEntries] = useState<LoggedRequest[]>([]);
  const [paused, setPaused] = useState(false);
  const [filter, setFilter] = useState('');
  const [connected, setConnected] = useState(false);
  const [opened, setOpened] = useState<LoggedRequestDetail | null>(null);
  const open = (seq: number) =>
    void admin.get<LoggedRequestDetail>(`/requests/${seq}`).then(setOpened, () => undefined);
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  useEffect(() => {
    let alive = true;
    admin.get<LoggedRequest[]>('/requests').then(
      (list) => alive && setEntries(list.slice(-MAX_SHOWN).reverse()),
      () => undefined,
    );
    const source = new EventSource(`${ADMIN_API}/requests/stream`);
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(false);
    source.addEventListener('request', (e) => {
      if (pausedRef.current) return;
      const entry = JSON.parse((e as MessageEvent).data) as LoggedRequest;
      setEntries((list) => (list.some((x) => x.seq === entry.seq) ? list : [entry, ...list].slice(0, MAX_SHOWN)));
    });
    return () => {
      alive = false;
      source.close();
    };
  }, []);
  const shown = filter
    ? entries.filter((e) =>
        `${e.method} ${e.path}?${e.query} ${e.status} ${e.operationName ?? ''}`
          .toLowerCase()
          .includes(filter.toLowerCase()),
      )
    : entries;
  return (
    <>
      <PageHeader
        eyebrow="Settings"
        title={
          <>
            Request log{' '}
            <span className={`badge ${connected ? 'badge-success' : ''}`}>
              <span className="dot" />
              {connected ? 'live' : 'connecting'}
            </span>
          </>
        }
        actions={
          <>
            <button type="button" className="btn" onClick={() => setPaused((p) => !p)}>
              <Icon name={paused ? 'play' : 'activity'} />
              {paused ? 'Resume' : 'Pause'}
            </button>
            <button
              type="button"
              className="btn"
              onClick={() => void admin.post('/requests/clear').then(() => setEntries([]))}
            >
              <Icon name="trash" />
              Clear
            </button>
          </>
        }
      />
      <div className="page page-wide">
        <MockControlsPanel />
        <div className="toolbar">
          <SearchInput value={filter} placeholder="Filter by path, method or status" onChange={setFilter} />
          <span className="muted">The studio's own calls are not listed.</span>
        </div>
        <div className="card">
          {shown.length === 0 ? (
            <EmptyState icon="activity" title="No requests yet">
              Requests to <code className="code-inline">/api</code>, <code className="code-inline">/graphql</code> and{' '}
              <code className="code-inline">/uploads</code> appear here as they are answered.
            </EmptyState>
          ) : (
            <DataTable
              label="Requests"
              className="log-table"
              columns={['Time', 'Method', 'Path', 'Status', { label: 'Duration', style: { textAlign: 'right' } }]}
            >
              {shown.map((e) => (
                <tr key={e.seq} className="clickable" onClick={() => open(e.seq)}>
                  <td className="muted nowrap">{new Date(e.at).toLocaleTimeString()}</td>
                  <td>
                    <span className={`method method-${e.method}`}>{e.method}</span>
                  </td>
                  <td className="path" title={`${e.path}${e.query ? `?${e.query}` : ''}`}>
                    <button
                      type="button"
                      className="link-button"
                      aria-label={`Open ${e.method} ${e.path}${e.operationName ? ` ${e.operationName}` : ''}`}
                      onClick={(ev) => {
                        ev.stopPropagation();
                        open(e.seq);
                      }}
                    >
                      {e.path}
                    </button>
                    {e.operationName && <span className="badge badge-accent op-name">{e.operationName}</span>}
                    {e.query && <span className="muted">?{e.query}</span>}
                    {e.mock && <span className="badge badge-amber">mock {e.mock}</span>}
                  </td>
                  <td>
                    <strong className={`status-${String(e.status)[0]}`}>{e.status}</strong>
                  </td>
                  <td className="muted" style={{ textAlign: 'right' }}>
                    {formatMs(e.ms)}
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </div>
      </div>
      {opened && <RequestDetail entry={opened} onClose={() => setOpened(null)} />}
    </>
  );
}

function RequestDetail({ entry, onClose }: { entry: LoggedRequestDetail; onClose(): void }) {
  return (
    <Dialog
      wide
      title={`${entry.method} ${entry.path}${entry.operationName ? ` · ${entry.operationName}` : ''}`}
      onClose={onClose}
    >
      <div className="stack">
        <dl className="facts" style={{ padding: 0 }}>
          <dt>Status</dt>
          <dd>
            <strong className={`status-${String(entry.status)[0]}`}>{entry.status}</strong>
          </dd>
          <dt>Received</dt>
          <dd>{new Date(entry.at).toLocaleString()}</dd>
          <dt>Duration</dt>
          <dd>{formatMs(entry.ms)}</dd>
          {entry.query && (
            <>
              <dt>Query</dt>
              <dd className="mono" style={{ wordBreak: 'break-all' }}>
                {entry.query}
              </dd>
            </>
          )}
        </dl>
        {entry.detailDropped ? (
          <p className="muted">
            Headers and bodies are kept for the latest requests only, and newer ones have taken this one's room.
          </p>
        ) : (
          <>
            {entry.truncated && <p className="muted">Bodies longer than 64 KB are cut.</p>}
            <h3>Request headers</h3>
            <HeaderList headers={entry.requestHeaders} />
            {entry.requestBody && (
              <>
                <h3>Request body</h3>
                <Body text={entry.requestBody} />
              </>
            )}
            <h3>Response headers</h3>
            <HeaderList headers={entry.responseHeaders} />
            <h3>Response body</h3>
            {entry.responseBody ? <Body text={entry.responseBody} /> : <p className="muted">(empty)</p>}
          </>
        )}
      </div>
    </Dialog>
  );
}

function HeaderList({ headers }: { headers: Record<string, string> }) {
  return (
    <pre className="code-block wrap">
      {Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\n')}
    </pre>
  );
}

function Body({ text }: { text: string }) {
  try {
    return <JsonTree value={JSON.parse(text)} search="" />;
  } catch {
    return <pre className="code-block wrap">{text}</pre>;
  }
}
