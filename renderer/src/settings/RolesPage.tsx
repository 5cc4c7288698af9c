// #/settings/roles: the users-permissions roles; each opens its permission matrix.
import { useCallback, useEffect, useState } from 'react';
import type { StudioRole } from '../../../server/admin/studio-contract.ts';
import { AddButton, IconButton } from '../components/Buttons.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { FormDialog } from '../components/Dialog.tsx';
import { TextField } from '../components/Field.tsx';
import { Loading } from '../components/Feedback.tsx';
import { Icon } from '../components/Icon.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { ApiError } from '../lib/api-error.ts';
import { href, navigate } from '../lib/hash-router.ts';
import { toast } from '../stores/toast-store.ts';
import { settings } from './settings-client.ts';

export function RolesPage() {
  const [roles, setRoles] = useState<StudioRole[] | null>(null);
  const [creating, setCreating] = useState(false);
  const load = useCallback(() => {
    settings.roles().then(setRoles, (e: Error) => toast.error(e.message));
  }, []);
  useEffect(load, [load]);
  const remove = async (role: StudioRole) => {
    if (!window.confirm(`Delete the ${role.name} role? Its users keep their accounts but lose its permissions.`))
      return;
    await settings.deleteRole(role.type).then(
      () => {
        toast.success('Role deleted');
        load();
      },
      (e: Error) => toast.error(e.message),
    );
  };
  return (
    <>
      <PageHeader
        eyebrow="Settings"
        title="Roles & permissions"
        actions={<AddButton onClick={() => setCreating(true)}>Add a role</AddButton>}
      />
      <div className="page">
        <p className="muted" style={{ marginBottom: 16 }}>
          What each users-permissions role may do on the Content API. Requests without credentials use{' '}
          <strong>Public</strong>; users who signed in use their role.
        </p>
        <div className="card">
          {!roles ? (
            <Loading />
          ) : (
            <DataTable label="Roles" columns={['Name', 'Description', 'Users', 'Permissions', '']}>
              {roles.map((r) => (
                <tr key={r.id} className="clickable" onClick={() => navigate(href('settings', 'roles', r.type))}>
                  <td>
                    <strong>{r.name}</strong> <span className="muted mono">{r.type}</span>
                  </td>
                  <td className="muted">{r.description}</td>
                  <td>{r.users}</td>
                  <td>
                    <span className="badge badge-accent">{r.permissions.length} actions</span>
                  </td>
                  <td className="cell-actions" onClick={(e) => e.stopPropagation()}>
                    <div className="row" style={{ justifyContent: 'flex-end' }}>
                      <a className="btn btn-sm" href={href('settings', 'roles', r.type)}>
                        <Icon name="edit" />
                        Permissions
                      </a>
                      {r.type !== 'public' && r.type !== 'authenticated' && (
                        <IconButton icon="trash" label={`Delete ${r.name}`} onClick={() => void remove(r)} />
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </div>
      </div>
      {creating && (
        <CreateRoleDialog
          onClose={() => setCreating(false)}
          onCreated={(r) => {
            setCreating(false);
            navigate(href('settings', 'roles', r.type));
          }}
        />
      )}
    </>
  );
}

function CreateRoleDialog({ onClose, onCreated }: { onClose(): void; onCreated(role: StudioRole): void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    try {
      onCreated(await settings.createRole(name, description));
      toast.success('Role created');
    } catch (e) {
      setError(e instanceof ApiError ? (e.fieldErrors.name ?? e.message) : (e as Error).message);
    }
  };
  return (
    <FormDialog title="Add a role" submitLabel="Create role" onSubmit={() => void submit()} onClose={onClose}>
      <TextField id="role-name" label="Name" required error={error} value={name} onChange={setName} />
      <TextField id="role-description" label="Description" value={description} onChange={setDescription} />
    </FormDialog>
  );
}
