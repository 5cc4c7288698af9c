// Chooses who requests are sent as: Public, an API token, or a logged-in user.
import { useEffect, useState } from 'react';
import type { StudioUser } from '../../../server/admin/studio-contract.ts';
import { Icon } from '../components/Icon.tsx';
import { Popover } from '../components/Popover.tsx';
import { admin } from '../lib/admin-client.ts';
import { useKeychain } from '../stores/keychain-store.ts';
import { toast } from '../stores/toast-store.ts';
import { credentialLabel, useCredentials } from './credentials-store.ts';

export function CredentialPicker() {
  const cred = useCredentials();
  return (
    <Popover
      align="right"
      width={380}
      trigger={({ toggle, open }) => (
        <button
          type="button"
          className="btn credential-button"
          onClick={toggle}
          aria-expanded={open}
          aria-label={`Send as: ${credentialLabel(cred)}`}
        >
          <Icon name={cred.kind === 'public' ? 'globe' : cred.kind === 'token' ? 'key' : 'user'} />
          <span className="muted">as</span> {credentialLabel(cred)}
          <Icon name="chevronDown" />
        </button>
      )}
    >
      {(close) => <CredentialForm onDone={close} />}
    </Popover>
  );
}

function CredentialForm({ onDone }: { onDone(): void }) {
  const cred = useCredentials();
  const keys = useKeychain((s) => s.keys);
  const remember = useKeychain((s) => s.remember);
  const [tab, setTab] = useState(cred.kind);
  const [pasted, setPasted] = useState('');
  const [users, setUsers] = useState<StudioUser[] | null>(null);
  useEffect(() => {
    if (tab === 'user' && users === null) admin.get<StudioUser[]>('/users').then(setUsers, () => setUsers([]));
  }, [tab]);
  return (
    <div className="stack">
      <h4>Send requests as</h4>
      <div className="segmented" role="group" aria-label="Credential">
        {(['public', 'token', 'user'] as const).map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={tab === k}
            onClick={() => {
              setTab(k);
              if (k === 'public') {
                cred.setPublic();
                onDone();
              }
            }}
          >
            {k === 'public' ? 'Public' : k === 'token' ? 'API token' : 'User'}
          </button>
        ))}
      </div>
      {tab === 'public' && <p className="muted">No Authorization header: the Public role's permissions apply.</p>}
      {tab === 'token' && (
        <>
          {keys.length > 0 ? (
            <div className="choice-list" role="listbox" aria-label="Known tokens">
              {keys.map((k) => (
                <button
                  key={k.accessKey}
                  type="button"
                  role="option"
                  aria-selected={cred.kind === 'token' && cred.tokenKey === k.accessKey}
                  className="choice"
                  onClick={() => {
                    cred.setToken(k.accessKey, k.name);
                    onDone();
                  }}
                >
                  <Icon name="key" />
                  <span className="grow">{k.name}</span>
                  <code className="muted">{k.accessKey.slice(0, 8)}…</code>
                </button>
              ))}
            </div>
          ) : (
            <p className="muted">
              Tokens created in this studio appear here. The server keeps only their hashes, so other tokens must be
              pasted.
            </p>
          )}
          <form
            className="input-group"
            onSubmit={(e) => {
              e.preventDefault();
              if (!pasted.trim()) return;
              remember({ tokenId: null, name: `Pasted ${pasted.trim().slice(0, 6)}…`, accessKey: pasted.trim() });
              cred.setToken(pasted.trim(), `Pasted ${pasted.trim().slice(0, 6)}…`);
              onDone();
            }}
          >
            <input
              className="input input-sm code"
              placeholder="Paste a token key"
              aria-label="Token key"
              value={pasted}
              onChange={(e) => setPasted(e.target.value)}
            />
            <button type="submit" className="btn btn-sm">
              Use
            </button>
          </form>
          <a href="#/settings/tokens" className="muted" onClick={onDone}>
            Create a token →
          </a>
        </>
      )}
      {tab === 'user' && (
        <>
          {users === null ? (
            <p className="muted">Loading users…</p>
          ) : users.length === 0 ? (
            <p className="muted">
              No users yet. Users register through <code className="code-inline">/api/auth/local/register</code>.
            </p>
          ) : (
            <div className="choice-list" role="listbox" aria-label="Users">
              {users.map((u) => (
                <button
                  key={u.id}
                  type="button"
                  role="option"
                  aria-selected={cred.kind === 'user' && cred.userId === u.id}
                  className="choice"
                  disabled={u.blocked}
                  onClick={() =>
                    void cred.signInAs(u.id, u.username).then(onDone, (e: Error) => toast.error(e.message))
                  }
                >
                  <Icon name="user" />
                  <span className="grow">{u.username}</span>
                  <span className="muted">{u.role ?? 'no role'}</span>
                </button>
              ))}
            </div>
          )}
          <p className="muted" style={{ fontSize: 12 }}>
            The studio signs a JWT for the user with the project's secret, as{' '}
            <code className="code-inline">/api/auth/local</code> would.
          </p>
        </>
      )}
    </div>
  );
}
