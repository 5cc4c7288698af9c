// A dynamic zone: an ordered list of items, each one of the zone's components; add from the
// zone's components, reorder, remove.
import { useState } from 'react';
import type { StudioAttribute } from '../../../../server/admin/studio-contract.ts';
import { IconButton } from '../../components/Buttons.tsx';
import { Icon } from '../../components/Icon.tsx';
import { initialValues, type Values } from '../entry-payload.ts';
import { ComponentCard, ItemControls } from './ComponentCard.tsx';
import { FieldList } from './FieldList.tsx';
import { useField, useForm, type Path } from './form-context.tsx';

export function DynamicZoneField({ attr, path }: { attr: StudioAttribute; path: Path }) {
  const { value, set } = useField<Values[] | null>(path);
  const { lookup } = useForm();
  const [choosing, setChoosing] = useState(false);
  const items = Array.isArray(value) ? value : [];
  const components = (attr.components ?? []).map(lookup).filter((c) => c !== undefined);
  return (
    <div className="component-list" data-field={attr.name}>
      {items.map((item, i) => {
        const comp = lookup(String(item.__component));
        if (!comp)
          return (
            <p key={i} className="muted">
              Unknown component {String(item.__component)}
            </p>
          );
        const name = String(item[comp.mainField] ?? '');
        return (
          <ComponentCard
            key={typeof item.id === 'number' ? `${comp.uid}-${item.id}` : `new-${i}`}
            path={[...path, i]}
            title={`${comp.displayName}${name ? ` · ${name}` : ''}`}
            subtitle={comp.category ?? undefined}
            controls={<ItemControls items={items} index={i} name={`${comp.displayName} ${i + 1}`} onChange={set} />}
          >
            <FieldList model={comp} path={[...path, i]} />
          </ComponentCard>
        );
      })}
      {choosing ? (
        <div className="zone-picker" role="group" aria-label={`Components for ${attr.name}`}>
          <div className="row">
            <strong className="grow">Pick a component</strong>
            <IconButton icon="x" label="Close" onClick={() => setChoosing(false)} />
          </div>
          <div className="zone-choices">
            {components.map((c) => (
              <button
                key={c.uid}
                type="button"
                className="zone-choice"
                onClick={() => {
                  set([...items, { __component: c.uid, ...initialValues(c) }]);
                  setChoosing(false);
                }}
              >
                <Icon name="component" />
                <span>{c.displayName}</span>
                <span className="muted">{c.category}</span>
              </button>
            ))}
          </div>
        </div>
      ) : (
        <button type="button" className="add-component" onClick={() => setChoosing(true)}>
          <Icon name="plus" />
          Add a component to {attr.name}
        </button>
      )}
    </div>
  );
}
