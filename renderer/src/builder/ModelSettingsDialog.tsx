// A model's own settings: its names, description, and (content types) draft & publish and i18n.
import { useState } from 'react';
import type { ModelDraft } from '../../../server/admin/studio-contract.ts';
import { Dialog } from '../components/Dialog.tsx';
import { Field, Switch } from '../components/Field.tsx';
import { namesFrom } from './model-draft.ts';

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
  return (
    <Dialog
      title={isNew ? `Create a ${kindLabel}` : `${d.displayName} settings`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!d.displayName.trim() || !d.singularName}
            onClick={() => onSave(d)}
          >
            {isNew ? 'Continue' : 'Done'}
          </button>
        </>
      }
    >
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          onSave(d);
        }}
      >
        <Field label="Display name" htmlFor="model-display" required error={errors.displayName}>
          <input
            id="model-display"
            className="input"
            value={d.displayName}
            onChange={(e) => setDisplay(e.target.value)}
          />
        </Field>
        {isComponent ? (
          <div className="form-grid">
            <Field
              label="Category"
              htmlFor="model-category"
              required
              error={errors.category}
              hint="Its folder, e.g. shared"
            >
              <input
                id="model-category"
                className="input"
                disabled={!isNew}
                value={d.category ?? ''}
                onChange={(e) => setD({ ...d, category: e.target.value })}
              />
            </Field>
            <Field label="File name" htmlFor="model-singular" required error={errors.singularName}>
              <input
                id="model-singular"
                className="input code"
                disabled={!isNew}
                value={d.singularName}
                onChange={(e) => {
                  setNamesTouched(true);
                  setD({ ...d, singularName: e.target.value, pluralName: e.target.value });
                }}
              />
            </Field>
          </div>
        ) : (
          <div className="form-grid">
            <Field
              label="API ID (singular)"
              htmlFor="model-singular"
              required
              error={errors.singularName}
              hint={d.kind === 'singleType' ? `/api/${d.singularName || '…'}` : undefined}
            >
              <input
                id="model-singular"
                className="input code"
                disabled={!isNew}
                value={d.singularName}
                onChange={(e) => {
                  setNamesTouched(true);
                  setD({ ...d, singularName: e.target.value });
                }}
              />
            </Field>
            <Field
              label="API ID (plural)"
              htmlFor="model-plural"
              required
              error={errors.pluralName}
              hint={d.kind === 'collectionType' ? `/api/${d.pluralName || '…'}` : undefined}
            >
              <input
                id="model-plural"
                className="input code"
                disabled={!isNew}
                value={d.pluralName}
                onChange={(e) => {
                  setNamesTouched(true);
                  setD({ ...d, pluralName: e.target.value });
                }}
              />
            </Field>
          </div>
        )}
        <Field label="Description" htmlFor="model-description">
          <input
            id="model-description"
            className="input"
            value={d.description ?? ''}
            onChange={(e) => setD({ ...d, description: e.target.value })}
          />
        </Field>
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
      </form>
    </Dialog>
  );
}
