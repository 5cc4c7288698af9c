// #/settings/locales: the i18n locales; add, make default, delete.
import { useCallback, useEffect, useState } from 'react';
import type { StudioLocale } from '../../../server/admin/studio-contract.ts';
import { AddButton, IconButton } from '../components/Buttons.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { FormDialog } from '../components/Dialog.tsx';
import { Switch, TextField } from '../components/Field.tsx';
import { Loading } from '../components/Feedback.tsx';
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
        actions={<AddButton onClick={() => setAdding(true)}>Add a locale</AddButton>}
      />
      <div className="page">
        <div className="card">
          {!locales ? (
            <Loading />
          ) : (
            <DataTable label="Locales" columns={['Code', 'Name', 'Default', '']}>
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
                      <IconButton
                        icon="trash"
                        label={`Delete ${l.name}`}
                        onClick={() =>
                          window.confirm(
                            `Delete ${l.name}? Entries in it stay in the database but are no longer listed.`,
                          ) &&
                          void settings.removeLocale(l.code).then((list) => changed(list, `${l.name} deleted`), fail)
                        }
                      />
                    )}
                  </td>
                </tr>
              ))}
            </DataTable>
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
    <FormDialog title="Add a locale" submitLabel="Add locale" onSubmit={submit} onClose={onClose}>
      <TextField
        id="locale-code"
        label="Code"
        required
        error={error}
        hint="An ISO code such as fr, en-GB or zh-Hans"
        value={code}
        onChange={setCode}
      />
      <TextField
        id="locale-name"
        label="Display name"
        value={name}
        placeholder={code ? `e.g. French (${code})` : ''}
        onChange={setName}
      />
      <Switch checked={isDefault} onChange={setIsDefault} label="Make it the default locale" />
    </FormDialog>
  );
}
