// A component attribute: one group of fields (single), or an ordered list of them (repeatable).
import type { StudioAttribute } from '../../../../server/admin/studio-contract.ts';
import { IconButton } from '../../components/Buttons.tsx';
import { Icon } from '../../components/Icon.tsx';
import { initialValues, type Values } from '../entry-payload.ts';
import { ComponentCard, ItemControls } from './ComponentCard.tsx';
import { FieldList } from './FieldList.tsx';
import { useField, useModel, type Path } from './form-context.tsx';

export function ComponentField({ attr, path }: { attr: StudioAttribute; path: Path }) {
  const { value, set } = useField<Values | Values[] | null>(path);
  const comp = useModel(attr.component ?? '');
  if (!comp) return <p className="muted">Unknown component {attr.component}.</p>;
  if (!attr.repeatable) {
    if (!value) {
      return (
        <button type="button" className="add-component" onClick={() => set(initialValues(comp))}>
          <Icon name="plus" />
          Add the {comp.displayName} component
        </button>
      );
    }
    return (
      <ComponentCard
        title={comp.displayName}
        subtitle={comp.category ?? undefined}
        path={path}
        controls={!attr.required && <IconButton icon="trash" label={`Remove ${attr.name}`} onClick={() => set(null)} />}
      >
        <FieldList model={comp} path={path} />
      </ComponentCard>
    );
  }
  const items = Array.isArray(value) ? value : [];
  const max = typeof attr.raw.max === 'number' ? attr.raw.max : Infinity;
  return (
    <div className="component-list">
      {items.map((item, i) => {
        const label = String(item[comp.mainField] ?? '') || `Entry ${i + 1}`;
        return (
          <ComponentCard
            key={typeof item.id === 'number' ? item.id : `new-${i}`}
            title={label}
            subtitle={comp.displayName}
            path={[...path, i]}
            controls={<ItemControls items={items} index={i} name={label} onChange={set} />}
          >
            <FieldList model={comp} path={[...path, i]} />
          </ComponentCard>
        );
      })}
      <button
        type="button"
        className="add-component"
        disabled={items.length >= max}
        onClick={() => set([...items, initialValues(comp)])}
      >
        <Icon name="plus" />
        Add an entry to {attr.name}
      </button>
    </div>
  );
}
