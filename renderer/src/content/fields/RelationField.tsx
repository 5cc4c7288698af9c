// A relation: the linked entries in their order (drag or move to reorder), a search to link more,
// and a button to unlink. To-one relations hold a single entry.
import type { ReactNode } from 'react';
import type { StudioAttribute, StudioEntry } from '../../../../server/admin/studio-contract.ts';
import { IconButton } from '../../components/Buttons.tsx';
import { moveItem, SortableList } from '../../components/SortableList.tsx';
import { href } from '../../lib/hash-router.ts';
import { useField, useForm, useModel, type Path } from './form-context.tsx';
import { StatusDot } from '../StatusDot.tsx';
import { entryLabel, RelationSearch } from './RelationSearch.tsx';
import { RelationSelect } from './RelationSelect.tsx';

export function RelationField({ owner, attr, path }: { owner: string; attr: StudioAttribute; path: Path }) {
  const { value, set } = useField<StudioEntry | StudioEntry[] | null>(path);
  const { locale } = useForm();
  const target = useModel(attr.target ?? '');
  if (!target) return <RelationSelect owner={owner} attr={attr} path={path} />;
  const list = Array.isArray(value) ? value : value ? [value] : [];
  const linked = new Set(list.map((e) => e.id));
  const row = (e: StudioEntry, controls: ReactNode | null) => (
    <>
      <a className="grow relation-label" href={href('content', target.uid, e.id)} target="_blank" rel="noreferrer">
        {entryLabel(target, e)}
      </a>
      {target.draftAndPublish && <StatusDot published={Boolean(e.publishedAt)} />}
      <span className="muted mono">#{e.id}</span>
      {controls}
      <IconButton
        icon="x"
        label={`Remove ${entryLabel(target, e)}`}
        onClick={() => set(attr.toMany ? list.filter((x) => x.id !== e.id) : null)}
      />
    </>
  );
  return (
    <div className="relation-field" data-field={attr.name}>
      {attr.toMany
        ? list.length > 0 && (
            <SortableList
              items={list}
              itemKey={(e) => e.id}
              label={(e) => entryLabel(target, e)}
              onMove={(from, to) => set(moveItem(list, from, to))}
            >
              {(e, _i, controls) => row(e, controls)}
            </SortableList>
          )
        : list[0] && <div className="sortable-item">{row(list[0], null)}</div>}
      {(attr.toMany || list.length === 0) && (
        <RelationSearch
          target={target}
          exclude={linked}
          locale={locale}
          label={`Link ${attr.name}`}
          onPick={(e) => set(attr.toMany ? [...list, e] : e)}
        />
      )}
      {attr.toMany && (
        <div className="field-hint">{list.length} linked · drag to reorder; the API returns them in this order</div>
      )}
    </div>
  );
}
