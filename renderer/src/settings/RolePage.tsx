// #/settings/roles/:type: one role's permission matrix, saved as a whole.
import { useEffect, useState } from 'react';
import type { PermissionSubject, StudioRole } from '../../../server/admin/studio-contract.ts';
import { Alert, Loading } from '../components/Feedback.tsx';
import { Icon } from '../components/Icon.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { useLocation } from '../lib/hash-router.ts';
import { toast } from '../stores/toast-store.ts';
import { PermissionMatrix } from './PermissionMatrix.tsx';
import { settings } from './settings-client.ts';

export function RolePage({ type }: { type: string }) {
  const allow = useLocation().query.get('allow');
  const [role, setRole] = useState<StudioRole | null>(null);
  const [subjects, setSubjects] = useState<PermissionSubject[] | null>(null);
  const [granted, setGranted] = useState<Set<string>>(new Set());
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    Promise.all([settings.roles(), settings.subjects()]).then(
      ([roles, subs]) => {
        const r = roles.find((x) => x.type === type) ?? null;
        setRole(r);
        setSubjects(subs);
        setGranted(new Set(r?.permissions ?? []));
      },
      (e: Error) => toast.error(e.message),
    );
  }, [type]);
  useEffect(() => {
    if (subjects) document.querySelector('input[data-highlight="true"]')?.scrollIntoView({ block: 'center' });
  }, [subjects]);
  const save = async () => {
    setBusy(true);
    try {
      const saved = await settings.savePermissions(type, [...granted]);
      setRole(saved);
      setGranted(new Set(saved.permissions));
      setDirty(false);
      toast.success(`${saved.name} permissions saved`);
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <PageHeader
        back={
          <a className="btn btn-ghost btn-icon" href="#/settings/roles" aria-label="Back to roles">
            <Icon name="arrowLeft" />
          </a>
        }
        eyebrow="Roles & permissions"
        title={role?.name ?? type}
        actions={
          <>
            {dirty && <span className="badge badge-amber">Unsaved changes</span>}
            <button type="button" className="btn btn-primary" disabled={!dirty || busy} onClick={() => void save()}>
              <Icon name="check" />
              Save
            </button>
          </>
        }
      />
      <div className="page">
        {!role || !subjects ? (
          <Loading />
        ) : (
          <div className="card card-body">
            <p className="muted" style={{ marginBottom: 16 }}>
              {role.description} Changes apply to the Content API and GraphQL as soon as they are saved.
            </p>
            {allow && !granted.has(allow) && (
              <Alert kind="info" title="The permission you came for is marked">
                Tick <code className="code-inline">{allow}</code> and save to allow it.
              </Alert>
            )}
            <PermissionMatrix
              subjects={subjects}
              granted={granted}
              highlight={allow}
              onChange={(next) => {
                setGranted(next);
                setDirty(true);
              }}
            />
          </div>
        )}
      </div>
    </>
  );
}
