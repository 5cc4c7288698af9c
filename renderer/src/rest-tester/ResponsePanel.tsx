// The answer: status, time, size, headers, and the body as pretty JSON.
import { useState } from 'react';
import { ForbiddenHelp, type Caller } from '../components/AccessHelp.tsx';
import { EmptyState } from '../components/Feedback.tsx';
import { JsonView } from '../components/JsonView.tsx';
import { formatMs } from '../lib/format.ts';
import type { TesterResponse } from './send-request.ts';

export function ResponsePanel({ response, error, forbidden }: { response: TesterResponse | null; error: string | null; forbidden: { caller: Caller; action: string } }) {
  const [tab, setTab] = useState<'body' | 'headers'>('body');
  if (error) return <div className="card card-body"><EmptyState icon="alert" title="The request did not complete">{error}</EmptyState></div>;
  if (!response) return <div className="card"><EmptyState icon="send" title="Send the request to see the response">The studio sends it from this browser, with the query string above, as the credential you chose.</EmptyState></div>;
  return (
    <section className="card response" aria-label="Response" data-received-at={response.receivedAt}>
      <div className="card-header">
        <span className={`status-pill status-${String(response.status)[0]}`} data-testid="response-status">{response.status} {response.statusText}</span>
        <span className="muted" data-testid="response-time">{formatMs(response.ms)}</span>
        <span className="muted">{response.size.toLocaleString()} B</span>
        <span className="spacer" />
        <div className="segmented" role="group" aria-label="Response view">
          <button type="button" aria-pressed={tab === 'body'} onClick={() => setTab('body')}>Body</button>
          <button type="button" aria-pressed={tab === 'headers'} onClick={() => setTab('headers')}>Headers</button>
        </div>
      </div>
      {response.status === 403 && <div className="card-body"><ForbiddenHelp caller={forbidden.caller} action={forbidden.action} /></div>}
      <div className="response-body">
        {tab === 'body'
          ? response.json !== undefined ? <JsonView value={response.json} /> : <pre className="code-block">{response.text || '(empty body)'}</pre>
          : <pre className="code-block">{response.headers.map(([k, v]) => `${k}: ${v}`).join('\n')}</pre>}
      </div>
    </section>
  );
}
