// Creating an API token: name, type, lifespan, and for a custom token its actions. The key is
// shown once, and remembered in this browser for the REST tester and GraphiQL.
import { useEffect, useState } from 'react';
import type { CreatedToken, PermissionSubject, StudioToken } from '../../../server/admin/studio-contract.ts';
import { Dialog, FormDialog } from '../components/Dialog.tsx';
import { Field, TextField } from '../components/Field.tsx';
import { Alert } from '../components/Feedback.tsx';
import { Icon } from '../components/Icon.tsx';
import { ApiError } from '../lib/api-error.ts';
import { useKeychain } from '../stores/keychain-store.ts';
import { toast } from '../stores/toast-store.ts';
import { PermissionMatrix } from './PermissionMatrix.tsx';
import { settings } from './settings-client.ts';

const LIFESPANS: Array<[string, number | null]> = [
  ['7 days', 7],
  ['30 days', 30],
  ['90 days', 90],
  ['Unlimited', null],
];

export function CreateTokenDialog({ onClose, onCreated }: { onClose(): void; onCreated(): void }) {
  const remember = useKeychain((s) => s.remember);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [type, setType] = useState<StudioToken['type']>('read-only');
  const [lifespan, setLifespan] = useState<number | null>(30);
  const [subjects, setSubjects] = useState<PermissionSubject[]>([]);
  const [permissions, setPermissions] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<CreatedToken | null>(null);
  useEffect(() => {
    if (type === 'custom' && subjects.length === 0) settings.subjects().then(setSubjects, () => undefined);
  }, [type]);

  const submit = async () => {
    try {
      const result = await settings.createToken({
        name,
        description,
        type,
        lifespanDays: lifespan,
        permissions: type === 'custom' ? [...permissions] : undefined,
      });
      remember({ tokenId: result.token.id, name: result.token.name, accessKey: result.accessKey });
      setCreated(result);
      onCreated();
    } catch (e) {
      setErrors(
        e instanceof ApiError && Object.keys(e.fieldErrors).length ? e.fieldErrors : { form: (e as Error).message },
      );
    }
  };

  if (created) {
    return (
      <Dialog
        title="Token created"
        onClose={onClose}
        footer={
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Done
          </button>
        }
      >
        <div className="stack">
          <Alert kind="warning" title="Copy it now">
            This is the only time the key is shown: the server keeps only its hash. This browser remembers it for the
            REST tester and GraphiQL.
          </Alert>
          <div className="secret-box">
            <code data-testid="token-key">{created.accessKey}</code>
            <button
              type="button"
              className="btn"
              onClick={() =>
                void navigator.clipboard.writeText(created.accessKey).then(() => toast.success('Key copied'))
              }
            >
              <Icon name="copy" />
              Copy
            </button>
          </div>
          <p className="muted">
            Send it as <code className="code-inline">Authorization: Bearer &lt;key&gt;</code>.
          </p>
        </div>
      </Dialog>
    );
  }
  return (
    <FormDialog
      wide={type === 'custom'}
      title="Create an API token"
      submitLabel="Create token"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {errors.form && <Alert kind="danger">{errors.form}</Alert>}
      <div className="form-grid">
        <TextField id="token-name" label="Name" required error={errors.name} value={name} onChange={setName} />
        <Field label="Token duration" htmlFor="token-lifespan">
          <select
            id="token-lifespan"
            className="select"
            value={String(lifespan)}
            onChange={(e) => setLifespan(e.target.value === 'null' ? null : Number(e.target.value))}
          >
            {LIFESPANS.map(([label, v]) => (
              <option key={label} value={String(v)}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <TextField
          id="token-description"
          label="Description"
          className="span-2"
          value={description}
          onChange={setDescription}
        />
        <Field label="Token type" htmlFor="token-type" className="span-2">
          <div className="segmented" role="group" aria-label="Token type">
            {(['read-only', 'full-access', 'custom'] as const).map((t) => (
              <button key={t} type="button" aria-pressed={type === t} onClick={() => setType(t)}>
                {t}
              </button>
            ))}
          </div>
        </Field>
      </div>
      <p className="muted">
        {type === 'read-only' && 'find and findOne on every content type.'}
        {type === 'full-access' && 'Every action on every content type, whatever the roles allow.'}
        {type === 'custom' && 'Only the actions chosen below.'}
      </p>
      {type === 'custom' && subjects.length > 0 && (
        <PermissionMatrix subjects={subjects} granted={permissions} onChange={setPermissions} />
      )}
    </FormDialog>
  );
}
