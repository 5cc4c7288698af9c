// The answer: status, time, size, headers, and the body as a foldable, searchable JSON tree; a 403
// says which permission is missing and links to it.
import { useState } from 'react';
import { ForbiddenHelp, type Caller } from '../components/AccessHelp.tsx';
import { EmptyState } from '../components/Feedback.tsx';
import { countMatches, JsonTree } from '../components/JsonTree.tsx';
import { formatMs, pluralize } from '../lib/format.ts';
import type { TesterResponse } from './send-request.ts';

export function ResponsePanel({
  response,
  error,
  forbidden,
}: {
  response: TesterResponse | null;
  error: string | null;
  forbidden: { caller: Caller; action: string };
}) {
  const [tab, setTab] = useState<'body' | 'headers'>('body');
  const [search, setSearch] = useState('');
  const [wrap, setWrap] = useState(false);
  if (error)
    return (
      <div className="card card-body">
        <EmptyState icon="alert" title="The request did not complete">
          {error}
        </EmptyState>
      </div>
    );
  if (!response)
    return (
      <div className="card">
        <EmptyState icon="send" title="Send the request to see the response">
          The studio sends it from this browser, with the query string above, as the credential you chose.
        </EmptyState>
      </div>
    );
  return (
    <section className="card response" aria-label="Response" data-received-at={response.receivedAt}>
      <div className="card-header">
        <span className={`status-pill status-${String(response.status)[0]}`} data-testid="response-status">
          {response.status} {response.statusText}
        </span>
        <span className="muted" data-testid="response-time">
          {formatMs(response.ms)}
        </span>
        <span className="muted">{response.size.toLocaleString()} B</span>
        <span className="spacer" />
        <div className="segmented" role="group" aria-label="Response view">
          <button type="button" aria-pressed={tab === 'body'} onClick={() => setTab('body')}>
            Body
          </button>
          <button type="button" aria-pressed={tab === 'headers'} onClick={() => setTab('headers')}>
            Headers
          </button>
        </div>
      </div>
      {response.status === 403 && (
        <div className="card-body">
          <ForbiddenHelp caller={forbidden.caller} action={forbidden.action} />
        </div>
      )}
      {tab === 'body' && response.json !== undefined && (
        <div className="response-tools">
          <input
            className="input input-sm"
            type="search"
            aria-label="Search the response"
            placeholder="Search the response"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          {search.trim() && (
            <span className="muted" data-testid="response-matches">
              {pluralize(countMatches(response.json, search.trim()), 'match')}
            </span>
          )}
          <span className="spacer" />
          <label className="check">
            <input type="checkbox" className="checkbox" checked={wrap} onChange={(e) => setWrap(e.target.checked)} />
            Wrap lines
          </label>
        </div>
      )}
      <div className="response-body">
        {tab === 'body' ? (
          response.json !== undefined ? (
            <div className={wrap ? 'wrap' : ''}>
              <JsonTree value={response.json} search={search} />
            </div>
          ) : (
            <pre className={`code-block${wrap ? ' wrap' : ''}`}>{response.text || '(empty body)'}</pre>
          )
        ) : (
          <pre className="code-block">{response.headers.map(([k, v]) => `${k}: ${v}`).join('\n')}</pre>
        )}
      </div>
    </section>
  );
}
