// The mock controls on the request log page: switch injected delays and failures off and on, and
// edit their rules (one a line, as `serve --delay/--fail` takes them) while the server runs.
import { useEffect, useState } from 'react';
import { describeRule, type MockSettings } from '../../../server/mock-controls/rule-text.ts';
import { Field } from '../components/Field.tsx';
import { Alert } from '../components/Feedback.tsx';
import { admin } from '../lib/admin-client.ts';

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export function MockControlsPanel() {
  const [settings, setSettings] = useState<MockSettings | null>(null);
  const [delay, setDelay] = useState('');
  const [fail, setFail] = useState('');
  const [seed, setSeed] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  // The switch shows the choice at once, and goes back to what the server holds if the save fails.
  const [enabled, setEnabled] = useState(false);
  const show = (s: MockSettings) => {
    setSettings(s);
    setEnabled(s.enabled);
    setDelay(s.delay.map(describeRule).join('\n'));
    setFail(s.fail.map(describeRule).join('\n'));
    setSeed(s.seed === null ? '' : String(s.seed));
  };
  useEffect(() => {
    admin.get<MockSettings>('/mock').then(show, (e: Error) => setError(e.message));
  }, []);
  const save = async (enabled: boolean) => {
    setError(null);
    setSaved(false);
    setEnabled(enabled);
    try {
      const body = { enabled, delay: lines(delay), fail: lines(fail), seed: seed.trim() ? Number(seed) : null };
      show(await admin.put<MockSettings>('/mock', body));
      setSaved(true);
    } catch (e) {
      if (settings) setEnabled(settings.enabled);
      setError((e as Error).message);
    }
  };
  if (!settings) return error ? <Alert kind="danger">{error}</Alert> : null;
  return (
    <section className="card" aria-label="Mock controls" style={{ marginBottom: 16 }}>
      <div className="card-header">
        <h2>Mock controls</h2>
        <label className="nowrap">
          <input type="checkbox" className="checkbox" checked={enabled} onChange={(e) => void save(e.target.checked)} />{' '}
          Inject delays and failures
        </label>
      </div>
      <form
        className="card-body stack"
        onSubmit={(e) => {
          e.preventDefault();
          void save(enabled);
        }}
      >
        <p className="muted">
          Requests to <code className="code-inline">/api</code>, <code className="code-inline">/graphql</code> and{' '}
          <code className="code-inline">/uploads</code> wait and fail by these rules; answers they change carry an{' '}
          <code className="code-inline">X-Tessera-Mock</code> header. One rule a line, e.g.{' '}
          <code className="code-inline">GET /api/articles*=200-800</code> and{' '}
          <code className="code-inline">GET /api/articles*=503@10%</code>.
        </p>
        {error && <Alert kind="danger">{error}</Alert>}
        {saved && <Alert kind="success">Mock controls saved</Alert>}
        <div className="form-grid">
          <Field label="Delays (ms)" htmlFor="mock-delay">
            <textarea
              id="mock-delay"
              className="textarea mono"
              rows={3}
              value={delay}
              onChange={(e) => setDelay(e.target.value)}
            />
          </Field>
          <Field label="Failures" htmlFor="mock-fail">
            <textarea
              id="mock-fail"
              className="textarea mono"
              rows={3}
              value={fail}
              onChange={(e) => setFail(e.target.value)}
            />
          </Field>
          <Field label="Seed (repeatable draws)" htmlFor="mock-seed">
            <input id="mock-seed" className="input" value={seed} onChange={(e) => setSeed(e.target.value)} />
          </Field>
        </div>
        <div>
          <button type="submit" className="btn btn-primary">
            Save rules
          </button>
        </div>
      </form>
    </section>
  );
}
