// Adding or editing one field: pick its kind, then its name, options and settings.
import { useState } from 'react';
import type { RawAttribute } from '../../../shared/model.ts';
import { withArticle } from '../../../shared/words.ts';
import { Dialog, DialogActions } from '../components/Dialog.tsx';
import { Field } from '../components/Field.tsx';
import { Icon } from '../components/Icon.tsx';
import { AttributeOptions, optionProblems, SettingSwitches } from './AttributeOptions.tsx';
import { FIELD_KINDS, kindOf, type FieldKind } from './field-kinds.ts';

interface Props {
  /** The field being edited, or null to add one. */
  editing: { name: string; attr: RawAttribute } | null;
  taken: string[];
  modelName: string;
  localized: boolean;
  isComponent: boolean;
  siblings: string[];
  onClose(): void;
  onSave(oldName: string | null, name: string, attr: RawAttribute): void;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

const SETTING_TABS = [
  ['basic', 'Basic settings'],
  ['advanced', 'Advanced settings'],
] as const;

export function AttributeDialog({
  editing,
  taken,
  modelName,
  localized,
  isComponent,
  siblings,
  onClose,
  onSave,
}: Props) {
  const [kind, setKind] = useState<FieldKind | null>(editing ? kindOf(editing.attr) : null);
  const [name, setName] = useState(editing?.name ?? '');
  const [attr, setAttr] = useState<RawAttribute>(editing?.attr ?? { type: 'string' });
  const [tab, setTab] = useState<'basic' | 'advanced'>('basic');
  const kinds = FIELD_KINDS.filter((k) => !(isComponent && k.id === 'dynamiczone'));
  const nameError = !name
    ? undefined
    : !NAME.test(name)
      ? 'Letters, digits and underscores; not starting with a digit'
      : taken.includes(name) && name !== editing?.name
        ? 'Another field has this name'
        : undefined;
  const missing =
    kind?.id === 'relation' && !attr.target
      ? 'Choose the target'
      : kind?.id === 'component' && !attr.component
        ? 'Choose the component'
        : kind?.id === 'dynamiczone' && !(attr.components ?? []).length
          ? 'Choose at least one component'
          : kind?.id === 'enumeration' && !(attr.enum ?? []).length
            ? 'Give at least one value'
            : undefined;
  const problems = Object.values(optionProblems(attr));
  const canSave = Boolean(kind && name && !nameError && !missing && !problems.length);

  if (!kind) {
    return (
      <Dialog wide title="Select a field for your model" onClose={onClose}>
        <div className="kind-grid">
          {kinds.map((k) => (
            <button
              key={k.id}
              type="button"
              className="kind-tile"
              onClick={() => {
                setKind(k);
                setAttr(structuredClone(k.start));
              }}
            >
              <span className="kind-icon">
                <Icon name={k.icon} />
              </span>
              <span>
                <strong>{k.label}</strong>
                <span className="muted">{k.description}</span>
              </span>
            </button>
          ))}
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog
      wide
      title={
        <span className="row">
          <span className="kind-icon small">
            <Icon name={kind.icon} />
          </span>
          {editing ? `Edit ${editing.name}` : `Add ${withArticle(kind.label)} field`}
        </span>
      }
      label={editing ? `Edit ${editing.name}` : `Add ${withArticle(kind.label)} field`}
      onClose={onClose}
      footer={
        <>
          {!editing && (
            <button type="button" className="btn btn-ghost" onClick={() => setKind(null)}>
              <Icon name="arrowLeft" />
              Other kind
            </button>
          )}
          <span className="spacer" />
          {missing && name && <span className="muted">{missing}</span>}
          {!missing && problems.length > 0 && <span className="muted">Fix the highlighted options first</span>}
          <DialogActions
            confirmLabel={editing ? 'Save field' : 'Add field'}
            disabled={!canSave}
            onConfirm={() => onSave(editing?.name ?? null, name, attr)}
            onCancel={onClose}
          />
        </>
      }
    >
      <div className="stack">
        <div className="tabs" role="tablist">
          {SETTING_TABS.map(([id, label]) => (
            <button
              key={id}
              type="button"
              role="tab"
              className="tab"
              aria-selected={tab === id}
              onClick={() => setTab(id)}
            >
              {label}
            </button>
          ))}
        </div>
        {tab === 'basic' ? (
          <>
            <Field
              label="Name"
              htmlFor="attr-name"
              required
              error={nameError}
              hint="The attribute name in the API (camelCase, e.g. coverImage)"
            >
              <input
                id="attr-name"
                className="input"
                value={name}
                autoFocus
                onChange={(e) => setName(e.target.value.trim())}
              />
            </Field>
            <AttributeOptions
              kind={kind}
              attr={attr}
              name={name}
              modelName={modelName}
              siblings={siblings.filter((s) => s !== name)}
              onChange={setAttr}
            />
          </>
        ) : (
          <SettingSwitches attr={attr} kind={kind} localized={localized} onChange={setAttr} />
        )}
      </div>
    </Dialog>
  );
}
