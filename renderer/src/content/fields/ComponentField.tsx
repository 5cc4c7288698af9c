// A component attribute: one group of fields (single), or an ordered list of them (repeatable).
import type { StudioAttribute } from '../../../../server/admin/studio-contract.ts';
import { Icon } from '../../components/Icon.tsx';
import { moveItem } from '../../components/SortableList.tsx';
import { initialValues, type Values } from '../entry-payload.ts';
import { ComponentCard } from './ComponentCard.tsx';
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
        controls={
          !attr.required && (
            <button
              type="button"
              className="btn btn-ghost btn-sm btn-icon"
              aria-label={`Remove ${attr.name}`}
              onClick={() => set(null)}
            >
              <Icon name="trash" />
            </button>
          )
        }
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
            controls={
              <span className="row" style={{ gap: 0 }}>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm btn-icon"
                  aria-label={`Move ${label} up`}
                  disabled={i === 0}
                  onClick={() => set(moveItem(items, i, i - 1))}
                >
                  <Icon name="chevronUp" />
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm btn-icon"
                  aria-label={`Move ${label} down`}
                  disabled={i === items.length - 1}
                  onClick={() => set(moveItem(items, i, i + 1))}
                >
                  <Icon name="chevronDown" />
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm btn-icon"
                  aria-label={`Remove ${label}`}
                  onClick={() => set(items.filter((_, j) => j !== i))}
                >
                  <Icon name="trash" />
                </button>
              </span>
            }
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
