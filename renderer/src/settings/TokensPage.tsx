// #/settings/tokens: API tokens, their type and lifetime; create (key shown once) and revoke.
import { useCallback, useEffect, useState } from 'react';
import type { StudioToken } from '../../../server/admin/studio-contract.ts';
import { AddButton } from '../components/Buttons.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { ConfirmDialog } from '../components/Dialog.tsx';
import { EmptyState, Loading } from '../components/Feedback.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { formatDateTime, formatRelative } from '../lib/format.ts';
import { useKeychain } from '../stores/keychain-store.ts';
import { toast } from '../stores/toast-store.ts';
import { CreateTokenDialog } from './CreateTokenDialog.tsx';
import { settings } from './settings-client.ts';

const TYPE_BADGE: Record<StudioToken['type'], string> = {
  'read-only': 'badge-info',
  'full-access': 'badge-danger',
  custom: 'badge-teal',
};

export function TokensPage() {
  const [tokens, setTokens] = useState<StudioToken[] | null>(null);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<StudioToken | null>(null);
  const known = useKeychain((s) => s.keys);
  const forget = useKeychain((s) => s.forget);
  const load = useCallback(() => {
    settings.tokens().then(setTokens, (e: Error) => toast.error(e.message));
  }, []);
  useEffect(load, [load]);
  const revoke = async (t: StudioToken) => {
    await settings.revokeToken(t.id);
    forget(t.id);
    setRevoking(null);
    toast.success(`${t.name} revoked`);
    load();
  };
  const expired = (t: StudioToken) => t.expiresAt !== null && Date.parse(t.expiresAt) < Date.now();
  return (
    <>
      <PageHeader
        eyebrow="Settings"
        title="API tokens"
        actions={<AddButton onClick={() => setCreating(true)}>Create new API token</AddButton>}
      />
      <div className="page">
        <div className="card">
          {!tokens ? (
            <Loading />
          ) : tokens.length === 0 ? (
            <EmptyState
              icon="key"
              title="No API tokens yet"
              action={<AddButton onClick={() => setCreating(true)}>Create the first one</AddButton>}
            >
              Tokens let a frontend or a script call the Content API with more rights than Public. They work on Strapi
              too when the projects share their salt.
            </EmptyState>
          ) : (
            <DataTable label="API tokens" columns={['Name', 'Type', 'Expires', 'Last used', 'In this browser', '']}>
              {tokens.map((t) => (
                <tr key={t.id}>
                  <td>
                    <strong>{t.name}</strong>
                    {t.description && (
                      <div className="muted" style={{ fontSize: 12.5 }}>
                        {t.description}
                      </div>
                    )}
                  </td>
                  <td>
                    <span className={`badge ${TYPE_BADGE[t.type]}`}>{t.type}</span>
                    {t.type === 'custom' && (
                      <span className="muted">
                        {' '}
                        {t.permissions.length} {t.permissions.length === 1 ? 'action' : 'actions'}
                      </span>
                    )}
                  </td>
                  <td>
                    {t.expiresAt ? (
                      expired(t) ? (
                        <span className="badge badge-danger">expired</span>
                      ) : (
                        formatDateTime(t.expiresAt)
                      )
                    ) : (
                      <span className="muted">never</span>
                    )}
                  </td>
                  <td className="muted">{formatRelative(t.lastUsedAt)}</td>
                  <td>
                    {known.some((k) => k.tokenId === t.id) ? (
                      <span className="badge badge-success">key known</span>
                    ) : (
                      <span className="muted">—</span>
                    )}
                  </td>
                  <td className="cell-actions">
                    <button type="button" className="btn btn-danger btn-sm" onClick={() => setRevoking(t)}>
                      Revoke
                    </button>
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </div>
      </div>
      {creating && <CreateTokenDialog onClose={() => setCreating(false)} onCreated={load} />}
      {revoking && (
        <ConfirmDialog
          title={`Revoke ${revoking.name}?`}
          confirmLabel="Revoke"
          danger
          onCancel={() => setRevoking(null)}
          onConfirm={() => void revoke(revoking)}
        >
          <p>Requests that send this token will be refused with 401 at once. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
