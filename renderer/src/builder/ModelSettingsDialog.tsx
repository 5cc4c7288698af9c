// A model's own settings: its names, description, and (content types) draft & publish and i18n.
import { useState } from 'react';
import type { ModelDraft } from '../../../server/admin/studio-contract.ts';
import { FormDialog } from '../components/Dialog.tsx';
import { Switch, TextField } from '../components/Field.tsx';
import { namesFrom } from './model-draft.ts';

/**
 * A content type's two API IDs. Its route under /api is named by the singular one for a single type and
 * by the plural one for a collection type, so that one shows the route as it is typed.
 */
const API_IDS = [
  { name: 'singularName', id: 'model-singular', label: 'API ID (singular)', routeOf: 'singleType' },
  { name: 'pluralName', id: 'model-plural', label: 'API ID (plural)', routeOf: 'collectionType' },
] as const;

export function ModelSettingsDialog({
  draft,
  isNew,
  errors,
  onClose,
  onSave,
}: {
  draft: ModelDraft;
  isNew: boolean;
  errors: Record<string, string>;
  onClose(): void;
  onSave(d: ModelDraft): void;
}) {
  const [d, setD] = useState(draft);
  const [namesTouched, setNamesTouched] = useState(!isNew);
  const isComponent = d.kind === 'component';
  const setDisplay = (displayName: string) =>
    setD((x) => ({ ...x, displayName, ...(namesTouched ? {} : namesFrom(displayName)) }));
  const kindLabel = isComponent ? 'component' : d.kind === 'singleType' ? 'single type' : 'collection type';
  // A name typed by hand no longer follows the display name.
  const setNamesByHand = (names: Partial<ModelDraft>) => {
    setNamesTouched(true);
    setD({ ...d, ...names });
  };
  return (
    <FormDialog
      title={isNew ? `Create a ${kindLabel}` : `${d.displayName} settings`}
      submitLabel={isNew ? 'Continue' : 'Done'}
      submitDisabled={!d.displayName.trim() || !d.singularName}
      onSubmit={() => onSave(d)}
      onClose={onClose}
    >
      <TextField
        id="model-display"
        label="Display name"
        required
        error={errors.displayName}
        value={d.displayName}
        onChange={setDisplay}
      />
      {isComponent ? (
        <div className="form-grid">
          <TextField
            id="model-category"
            label="Category"
            required
            error={errors.category}
            hint="Its folder, e.g. shared"
            disabled={!isNew}
            value={d.category ?? ''}
            onChange={(category) => setD({ ...d, category })}
          />
          <TextField
            id="model-singular"
            label="File name"
            code
            required
            error={errors.singularName}
            disabled={!isNew}
            value={d.singularName}
            onChange={(v) => setNamesByHand({ singularName: v, pluralName: v })}
          />
        </div>
      ) : (
        <div className="form-grid">
          {API_IDS.map((apiId) => (
            <TextField
              key={apiId.name}
              id={apiId.id}
              label={apiId.label}
              code
              required
              error={errors[apiId.name]}
              hint={d.kind === apiId.routeOf ? `/api/${d[apiId.name] || '…'}` : undefined}
              disabled={!isNew}
              value={d[apiId.name]}
              onChange={(v) => setNamesByHand({ [apiId.name]: v })}
            />
          ))}
        </div>
      )}
      <TextField
        id="model-description"
        label="Description"
        value={d.description ?? ''}
        onChange={(description) => setD({ ...d, description })}
      />
      {!isComponent && (
        <div className="switch-list">
          <Switch
            checked={d.draftAndPublish === true}
            onChange={(v) => setD({ ...d, draftAndPublish: v })}
            label="Draft & publish: entries are drafts until published"
          />
          <Switch
            checked={d.localized === true}
            onChange={(v) => setD({ ...d, localized: v })}
            label="Internationalization: entries exist once per locale"
          />
        </div>
      )}
      {!isNew && (
        <p className="muted" style={{ fontSize: 12.5 }}>
          API IDs and the table name stay as they are, so clients and stored entries keep working.
        </p>
      )}
    </FormDialog>
  );
}
