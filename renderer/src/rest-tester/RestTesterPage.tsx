// #/rest: build a Content API request in a form, see (and edit) the exact query string, send it as
// Public, an API token or a user, read the response, copy it as curl or fetch.
import { useMemo, useState } from 'react';
import { Alert } from '../components/Feedback.tsx';
import { Icon } from '../components/Icon.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { useLocation } from '../lib/hash-router.ts';
import { findModel, useStudio } from '../stores/studio-store.ts';
import { toast } from '../stores/toast-store.ts';
import { toCurl, toFetch, type RequestSpec } from './copy-as.ts';
import { CredentialPicker } from './CredentialPicker.tsx';
import { authorizationHeader, useCredentials } from './credentials-store.ts';
import { endpointPath, endpointsOf, PLUGIN_ROUTE_GROUPS, type PluginRoute } from './endpoints.ts';
import { QueryBuilder } from './QueryBuilder.tsx';
import { emptyForm, formToParams, queryStringToForm, toQueryString, type QueryForm } from './query-model.ts';
import { ResponsePanel } from './ResponsePanel.tsx';
import { useRequestHistory, type SentRequest } from './request-history.ts';
import { sendRequest, type TesterResponse } from './send-request.ts';

export function RestTesterPage() {
  const { query } = useLocation();
  const { schema, session } = useStudio();
  const cred = useCredentials();
  const types = schema?.contentTypes ?? [];
  const [uid, setUid] = useState(() => query.get('type') ?? types[0]?.uid ?? '');
  const pluginGroup = PLUGIN_ROUTE_GROUPS.find((g) => g.key === uid) ?? null;
  const model = pluginGroup ? undefined : (types.find((m) => m.uid === uid) ?? types[0]);
  const endpoints = pluginGroup ? pluginGroup.routes : model ? endpointsOf(model) : [];
  // `endpoint` (a key of endpointsOf or of a plugin route) comes with links from the API reference.
  const [endpointKey, setEndpointKey] = useState(() => query.get('endpoint') ?? (query.get('id') ? 'findOne' : 'find'));
  const endpoint = endpoints.find((e) => e.key === endpointKey) ?? endpoints[0];
  const [id, setId] = useState(() => query.get('id') ?? '1');
  const initial = useMemo(
    () => ({
      ...emptyForm(),
      publicationState: (query.get('publicationState') ?? '') as QueryForm['publicationState'],
      locale: query.get('locale') ?? '',
    }),
    [],
  );
  const [form, setForm] = useState<QueryForm>(initial);
  const [queryText, setQueryText] = useState(() => toQueryString(formToParams(initial)));
  const [unrepresented, setUnrepresented] = useState<string[]>([]);
  const [body, setBody] = useState(
    () => pluginGroup?.routes.find((r) => r.key === endpointKey)?.sampleBody ?? '{\n  "data": {}\n}',
  );
  const [response, setResponse] = useState<TesterResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const history = useRequestHistory();
  const restore = (r: SentRequest) => {
    setUid(r.uid);
    setEndpointKey(r.endpointKey);
    setId(r.id);
    setBody(r.body);
    changeText(r.queryText);
  };
  if ((!model && !pluginGroup) || !endpoint)
    return (
      <div className="page">
        <Alert kind="info">Create a content type first: the tester sends requests to its endpoints.</Alert>
      </div>
    );

  const prefix = session?.server.restPrefix ?? '/api';
  const path = 'path' in endpoint ? `${prefix}${endpoint.path}` : endpointPath(prefix, model!, endpoint, id);
  const url = `${window.location.origin}${path}${queryText ? `?${queryText}` : ''}`;
  const spec: RequestSpec = {
    method: endpoint.method,
    url,
    headers: { ...authorizationHeader(cred), ...(endpoint.hasBody ? { 'Content-Type': 'application/json' } : {}) },
    body: endpoint.hasBody ? compactJson(body) : undefined,
  };
  const changeForm = (next: QueryForm) => {
    setForm(next);
    setQueryText(toQueryString(formToParams(next)));
    setUnrepresented([]);
  };
  const changeText = (text: string) => {
    setQueryText(text);
    const parsed = queryStringToForm(text);
    setForm(parsed.form);
    setUnrepresented(parsed.unrepresented);
  };
  const send = async () => {
    setSending(true);
    setError(null);
    try {
      const answer = await sendRequest(spec.method, spec.url, spec.headers, spec.body);
      setResponse(answer);
      history.add({
        uid: pluginGroup ? pluginGroup.key : model!.uid,
        endpointKey: endpoint.key,
        id,
        queryText,
        body,
        method: endpoint.method,
        path: `${path}${queryText ? `?${queryText}` : ''}`,
        status: answer.status,
      });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setSending(false);
    }
  };
  const copy = (text: string, what: string) =>
    void navigator.clipboard.writeText(text).then(
      () => toast.success(`Copied as ${what}`),
      () => toast.error('The clipboard is not available'),
    );
  const lookup = (u: string) => findModel(schema, u);

  return (
    <>
      <PageHeader eyebrow="Explore the API" title="REST tester" actions={<CredentialPicker />} />
      <div className="page page-wide tester">
        <form
          className="request-bar card"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
          aria-label="Request"
        >
          <select
            className="select"
            style={{ width: 200 }}
            aria-label="Content type"
            value={pluginGroup ? pluginGroup.key : model!.uid}
            onChange={(e) => {
              const group = PLUGIN_ROUTE_GROUPS.find((g) => g.key === e.target.value);
              setUid(e.target.value);
              setEndpointKey(group ? group.routes[0].key : 'find');
              if (group?.routes[0].sampleBody) setBody(group.routes[0].sampleBody);
            }}
          >
            <optgroup label="Content types">
              {types.map((m) => (
                <option key={m.uid} value={m.uid}>
                  {m.displayName}
                </option>
              ))}
            </optgroup>
            <optgroup label="Plugin routes">
              {PLUGIN_ROUTE_GROUPS.map((g) => (
                <option key={g.key} value={g.key}>
                  {g.label}
                </option>
              ))}
            </optgroup>
          </select>
          <select
            className="select"
            style={{ width: 230 }}
            aria-label="Endpoint"
            value={endpoint.key}
            onChange={(e) => {
              setEndpointKey(e.target.value);
              const picked = endpoints.find((x) => x.key === e.target.value);
              const sample = picked && 'sampleBody' in picked ? (picked as PluginRoute).sampleBody : undefined;
              if (sample) setBody(sample);
            }}
          >
            {endpoints.map((e) => (
              <option key={e.key} value={e.key}>
                {e.label}
              </option>
            ))}
          </select>
          {endpoint.needsId && (
            <input
              className="input"
              style={{ width: 90 }}
              aria-label="Entry id"
              value={id}
              onChange={(e) => setId(e.target.value)}
            />
          )}
          <div className="request-url grow" data-testid="request-url">
            <span className={`method method-${endpoint.method}`}>{endpoint.method}</span>
            <code>
              {path}
              {queryText ? `?${queryText}` : ''}
            </code>
          </div>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            <Icon name="send" />
            {sending ? 'Sending…' : 'Send'}
          </button>
        </form>
        <div className="tester-grid">
          <div className="card card-body">
            {model ? (
              <QueryBuilder model={model} lookup={lookup} form={form} isList={endpoint.isList} onChange={changeForm} />
            ) : (
              <p className="muted">
                A plugin route: its parameters go in the query string{endpoint.hasBody ? ' and the JSON body' : ''} on
                the right.
              </p>
            )}
          </div>
          <div className="stack">
            <section className="card" aria-label="Query string">
              <div className="card-header">
                <h3>Query string</h3>
                <button type="button" className="btn btn-sm" onClick={() => copy(toCurl(spec), 'curl')}>
                  <Icon name="copy" />
                  curl
                </button>
                <button type="button" className="btn btn-sm" onClick={() => copy(toFetch(spec), 'fetch')}>
                  <Icon name="copy" />
                  fetch
                </button>
              </div>
              <div className="card-body stack">
                <textarea
                  className="textarea code"
                  rows={3}
                  aria-label="Query string"
                  spellCheck={false}
                  value={queryText}
                  onChange={(e) => changeText(e.target.value)}
                  placeholder="No parameters"
                />
                <span className="field-hint">
                  Written by{' '}
                  <code className="code-inline">
                    qs.stringify(params, {'{'} encodeValuesOnly: true {'}'})
                  </code>
                  , as a Strapi client sends it. Edit it and the form follows.
                </span>
                {unrepresented.length > 0 && (
                  <Alert kind="info">
                    The form cannot show{' '}
                    {unrepresented.map((k) => (
                      <code key={k} className="code-inline">
                        {k}
                      </code>
                    ))}
                    ; it is sent as typed.
                  </Alert>
                )}
                {endpoint.hasBody && (
                  <label className="field">
                    <span className="field-label">Body (JSON)</span>
                    <textarea
                      className="textarea code"
                      rows={6}
                      aria-label="Request body"
                      spellCheck={false}
                      value={body}
                      onChange={(e) => setBody(e.target.value)}
                    />
                  </label>
                )}
              </div>
            </section>
            <ResponsePanel
              response={response}
              error={error}
              forbidden={{
                caller: cred.kind === 'token' ? { kind: 'token', label: cred.tokenLabel } : { kind: cred.kind },
                action: model
                  ? `${model.uid}.${endpoint.key}`
                  : `${pluginGroup!.key.replace('plugin:', 'plugin::')}.${endpoint.label}`,
              }}
            />
            {/* Below the response, which stays as high as it can: the list grows with every request sent. */}
            {history.sent.length > 0 && (
              <section className="card" aria-label="History">
                <div className="card-header">
                  <h3>History</h3>
                  <span className="muted">{history.sent.length} sent</span>
                </div>
                <ul className="history-list">
                  {history.sent.map((r) => (
                    <li key={`${r.method} ${r.path} ${r.body}`}>
                      <button type="button" onClick={() => restore(r)} title="Load this request">
                        <span className={`method method-${r.method}`}>{r.method}</span>
                        <span className="history-url">{r.path}</span>
                        <span className={`status-pill status-${String(r.status)[0]}`}>{r.status}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </div>
      </div>
    </>
  );
}

function compactJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text));
  } catch {
    return text;
  }
}
