// #/builder[/:uid | /new/:kind]: the project's models on the left, one model's editor on the right.
import type { ModelDraft } from '../../../server/admin/studio-contract.ts';
import { EmptyState } from '../components/Feedback.tsx';
import { Icon } from '../components/Icon.tsx';
import { href } from '../lib/hash-router.ts';
import { findModel, useStudio } from '../stores/studio-store.ts';
import { draftFromModel, newDraft } from './model-draft.ts';
import { ModelEditor } from './ModelEditor.tsx';

export function BuilderPage({ uid, newKind }: { uid?: string; newKind?: string }) {
  const schema = useStudio((s) => s.schema);
  const model = uid ? findModel(schema, uid) : undefined;
  const kind = (['collectionType', 'singleType', 'component'] as const).find((k) => k === newKind);
  // Plugin types (users-permissions users) are listed in the Content Manager, but their models are not the project's to edit.
  const types = (schema?.contentTypes ?? []).filter((t) => t.editable);
  const components = schema?.components ?? [];
  const categories = [...new Set(components.map((c) => c.category ?? ''))].sort();
  const link = (u: string, name: string, icon: 'collection' | 'single' | 'component') => (
    <a key={u} href={href('builder', u)} className={`model-link${u === uid ? ' active' : ''}`}>
      <Icon name={icon} />
      {name}
    </a>
  );
  return (
    <div className="builder-layout">
      <nav className="model-nav" aria-label="Models">
        <div>
          <SectionHeading title="Collection types" kind="collectionType" noun="collection type" />
          {types.filter((t) => t.kind === 'collectionType').map((t) => link(t.uid, t.displayName, 'collection'))}
        </div>
        <div>
          <SectionHeading title="Single types" kind="singleType" noun="single type" />
          {types.filter((t) => t.kind === 'singleType').map((t) => link(t.uid, t.displayName, 'single'))}
        </div>
        <div>
          <SectionHeading title="Components" kind="component" noun="component" />
          {categories.map((cat) => (
            <div key={cat}>
              <div className="muted" style={{ fontSize: 12, padding: '6px 10px 2px' }}>
                {cat}
              </div>
              {components.filter((c) => (c.category ?? '') === cat).map((c) => link(c.uid, c.displayName, 'component'))}
            </div>
          ))}
        </div>
      </nav>
      <div className="grow">
        {kind ? (
          <ModelEditor key={`new-${kind}`} model={null} initial={newDraft(kind) as ModelDraft} />
        ) : model ? (
          <ModelEditor key={model.uid} model={model} initial={draftFromModel(model)} />
        ) : (
          <div className="page">
            <EmptyState
              icon="builder"
              title="Model your content"
              action={
                <div className="row">
                  <a className="btn btn-primary" href={href('builder', 'new', 'collectionType')}>
                    <Icon name="plus" />
                    Collection type
                  </a>
                  <a className="btn" href={href('builder', 'new', 'singleType')}>
                    <Icon name="plus" />
                    Single type
                  </a>
                  <a className="btn" href={href('builder', 'new', 'component')}>
                    <Icon name="plus" />
                    Component
                  </a>
                </div>
              }
            >
              Choose a model on the left, or create one. The builder writes Strapi v4 model files into the project and
              the running server picks them up.
            </EmptyState>
          </div>
        )}
      </div>
    </div>
  );
}

/** A list's heading, with the link that creates one more of its kind. */
function SectionHeading({ title, kind, noun }: { title: string; kind: ModelDraft['kind']; noun: string }) {
  return (
    <h4>
      {title}{' '}
      <a href={href('builder', 'new', kind)} className="btn btn-ghost btn-sm btn-icon" aria-label={`Create a ${noun}`}>
        <Icon name="plus" />
      </a>
    </h4>
  );
}
