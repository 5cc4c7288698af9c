// Finds entries of a relation's target to link: a search box with a result list.
import { useEffect, useRef, useState } from 'react';
import type { EntryList, StudioEntry, StudioModel } from '../../../../server/admin/studio-contract.ts';
import { Icon } from '../../components/Icon.tsx';
import { admin, seg } from '../../lib/admin-client.ts';
import { StatusDot } from '../StatusDot.tsx';

interface Props {
  target: StudioModel;
  exclude: Set<number>;
  locale: string | null;
  label: string;
  onPick(entry: StudioEntry): void;
}

export function RelationSearch({ target, exclude, locale, label, onPick }: Props) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [results, setResults] = useState<StudioEntry[] | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const t = setTimeout(() => {
      const params = new URLSearchParams({
        pageSize: '12',
        sort: `${target.mainField === 'id' ? 'id' : target.mainField}:asc`,
      });
      if (text) params.set('search', text);
      if (target.localized && locale) params.set('locale', locale);
      admin.get<EntryList>(`/entries/${seg(target.uid)}?${params}`).then(
        (l) => setResults(l.results),
        () => setResults([]),
      );
    }, 200);
    return () => clearTimeout(t);
  }, [open, text, target, locale]);
  useEffect(() => {
    const close = (e: MouseEvent) => !ref.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, []);
  const shown = (results ?? []).filter((r) => !exclude.has(r.id));
  return (
    <div className="combobox" ref={ref}>
      <div className="search">
        <Icon name="search" />
        <input
          className="input"
          role="combobox"
          aria-expanded={open}
          aria-label={label}
          placeholder={`Add ${target.displayName.toLowerCase()}…`}
          value={text}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        />
      </div>
      {open && (
        <ul className="combobox-list" role="listbox" aria-label={`${target.displayName} entries`}>
          {results === null && <li className="combobox-empty">Searching…</li>}
          {results !== null && shown.length === 0 && <li className="combobox-empty">No {target.pluralName} to add</li>}
          {shown.map((r) => (
            <li
              key={r.id}
              role="option"
              aria-selected="false"
              className="combobox-option"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                onPick(r);
                setText('');
                setOpen(false);
              }}
            >
              <span className="grow">{entryLabel(target, r)}</span>
              {target.draftAndPublish && <StatusDot published={Boolean(r.publishedAt)} />}
              <span className="muted mono">#{r.id}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function entryLabel(model: StudioModel | undefined, e: Record<string, unknown> & { id: number }): string {
  const v = model ? e[model.mainField] : undefined;
  return v === null || v === undefined || v === '' ? `Entry #${e.id}` : String(v);
}
