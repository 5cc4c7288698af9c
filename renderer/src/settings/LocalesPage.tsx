// #/settings/locales: the i18n locales; add, make default, delete.
import { useCallback, useEffect, useState } from 'react';
import type { StudioLocale } from '../../../server/admin/studio-contract.ts';
import { Dialog } from '../components/Dialog.tsx';
import { Field, Switch } from '../components/Field.tsx';
import { Loading } from '../components/Feedback.tsx';
import { Icon } from '../components/Icon.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { useStudio } from '../stores/studio-store.ts';
import { toast } from '../stores/toast-store.ts';
import { settings } from './settings-client.ts';

export function LocalesPage() {
  const reloadSchema = useStudio((s) => s.reloadSchema);
  const [locales, setLocales] = useState<StudioLocale[] | null>(null);
  const [adding, setAdding] = useState(false);
  const load = useCallback(() => {
    settings.locales().then(setLocales, (e: Error) => toast.error(e.message));
  }, []);
  useEffect(load, [load]);
  const changed = (list: StudioLocale[], message: string) => {
    setLocales(list);
    toast.success(message);
    void reloadSchema();
  };
  const fail = (e: Error) => toast.error(e.message);
  return (
    <>
      <PageHeader
        eyebrow="Settings"
        title="Locales"
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
            <Icon name="plus" />
            Add a locale
          </button>
        }
      />
      <div className="page">
        <div className="card">
          {!locales ? (
            <Loading />
          ) : (
            <table className="table" aria-label="Locales">
              <thead>
                <tr>
                  <th>Code</th>
                  <th>Name</th>
                  <th>Default</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {locales.map((l) => (
                  <tr key={l.code}>
                    <td className="mono">{l.code}</td>
                    <td>{l.name}</td>
                    <td>
                      {l.isDefault ? (
                        <span className="badge badge-accent">default</span>
                      ) : (
                        <button
                          type="button"
                          className="btn btn-ghost btn-sm"
                          onClick={() =>
                            void settings
                              .setDefaultLocale(l.code)
                              .then((list) => changed(list, `${l.name} is the default`), fail)
                          }
                        >
                          Make default
                        </button>
                      )}
                    </td>
                    <td className="cell-actions">
                      {!l.isDefault && (
                        <button
                          type="button"
                          className="btn btn-ghost btn-sm btn-icon"
                          aria-label={`Delete ${l.name}`}
                          onClick={() =>
                            window.confirm(
                              `Delete ${l.name}? Entries in it stay in the database but are no longer listed.`,
                            ) &&
                            void settings.removeLocale(l.code).then((list) => changed(list, `${l.name} deleted`), fail)
                          }
                        >
                          <Icon name="trash" />
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </div>
      {adding && (
        <AddLocaleDialog
          onClose={() => setAdding(false)}
          onAdded={(list) => {
            setAdding(false);
            changed(list, 'Locale added');
          }}
        />
      )}
    </>
  );
}

function AddLocaleDialog({ onClose, onAdded }: { onClose(): void; onAdded(list: StudioLocale[]): void }) {
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const submit = () =>
    void settings.addLocale(code, name || `${code}`, isDefault).then(onAdded, (e: Error) => setError(e.message));
  return (
    <Dialog
      title="Add a locale"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" onClick={submit}>
            Add locale
          </button>
        </>
      }
    >
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Field
          label="Code"
          htmlFor="locale-code"
          required
          error={error}
          hint="An ISO code such as fr, en-GB or zh-Hans"
        >
          <input id="locale-code" className="input" value={code} onChange={(e) => setCode(e.target.value)} />
        </Field>
        <Field label="Display name" htmlFor="locale-name">
          <input
            id="locale-name"
            className="input"
            value={name}
            placeholder={code ? `e.g. French (${code})` : ''}
            onChange={(e) => setName(e.target.value)}
          />
        </Field>
        <Switch checked={isDefault} onChange={setIsDefault} label="Make it the default locale" />
      </form>
    </Dialog>
  );
}
