// Why a Content API call is refused, and the one permission that would allow it: shown by the REST
// tester on a 403 and by a content type's list while Public cannot read it.
import { useEffect, useState } from 'react';
import { admin } from '../lib/admin-client.ts';
import type { StudioRole } from '../../../server/admin/studio-contract.ts';
import { Alert } from './Feedback.tsx';
import { Icon } from './Icon.tsx';

export type Caller = { kind: 'public' } | { kind: 'user' } | { kind: 'token'; label: string };

/** `#/settings/roles/public?allow=api::event.event.find`: the role page, pointing at the checkbox. */
export function permissionHref(roleType: string, action: string): string {
  return `#/settings/roles/${encodeURIComponent(roleType)}?allow=${encodeURIComponent(action)}`;
}

export function ForbiddenHelp({ caller, action }: { caller: Caller; action: string }) {
  const [uid, verb] = [action.slice(0, action.lastIndexOf('.')), action.slice(action.lastIndexOf('.') + 1)];
  if (caller.kind === 'token') {
    return (
      <Alert kind="warning" title="This API token does not allow this action">
        The token “{caller.label}” has no <code className="code-inline">{verb}</code> permission on{' '}
        <code className="code-inline">{uid}</code>.{' '}
        <a href="#/settings/tokens">
          Create a token that allows it in API tokens <Icon name="chevronRight" />
        </a>
      </Alert>
    );
  }
  const role =
    caller.kind === 'public' ? { type: 'public', name: 'Public' } : { type: 'authenticated', name: 'Authenticated' };
  return (
    <Alert kind="warning" title={`${role.name} is not allowed to ${verb}`}>
      {caller.kind === 'public' ? 'Requests without a token' : 'Signed-in users'} use the {role.name} role, which does
      not grant <code className="code-inline">{action}</code>.{' '}
      <a href={permissionHref(role.type, action)}>
        Allow {verb} for {role.name} in Roles &amp; permissions <Icon name="chevronRight" />
      </a>
    </Alert>
  );
}

/** On a content type's list: whether Public can read what is created here, with the way to allow it. */
export function PublicAccessNote({ uid, path }: { uid: string; path: string }) {
  const [publicRole, setPublicRole] = useState<StudioRole | null>(null);
  useEffect(() => {
    admin.get<StudioRole[]>('/roles').then(
      (roles) => setPublicRole(roles.find((r) => r.type === 'public') ?? null),
      () => undefined,
    );
  }, [uid]);
  if (!publicRole || publicRole.permissions.includes(`${uid}.find`)) return null;
  return (
    <div className="access-note" role="note">
      <Icon name="lock" />
      <span>
        <code className="code-inline">GET {path}</code> answers <strong>403 Forbidden</strong> to the public: the Public
        role does not allow <code className="code-inline">find</code>.{' '}
        <a href={permissionHref('public', `${uid}.find`)}>Allow it in Roles &amp; permissions</a>, or send an API token.
      </span>
    </div>
  );
}
