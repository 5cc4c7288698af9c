// A relation to a model the Content Manager does not list (a user's role): a select of the entries
// it may link to, named as the server names them; a to-many relation a multiple select.
import { useEffect, useState } from 'react';
import type { RelationOption, StudioAttribute, StudioEntry } from '../../../../server/admin/studio-contract.ts';
import { admin, seg } from '../../lib/admin-client.ts';
import { useField, type Path } from './form-context.tsx';

export function RelationSelect({ owner, attr, path }: { owner: string; attr: StudioAttribute; path: Path }) {
  const { value, set, id, error } = useField<StudioEntry | StudioEntry[] | null>(path);
  const [options, setOptions] = useState<RelationOption[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    admin.get<RelationOption[]>(`/relations/${seg(owner)}/${seg(attr.name)}`).then(setOptions, (err: Error) => {
      setOptions([]);
      setFailed(err.message);
    });
  }, [owner, attr.name]);
  const linked = (Array.isArray(value) ? value : value ? [value] : []).map((e) => e.id);
  const entry = (optionId: number): StudioEntry => ({
    id: optionId,
    name: options?.find((o) => o.id === optionId)?.label,
  });
  if (failed) return <p className="field-error">{failed}</p>;
  return (
    <select
      id={id}
      aria-label={attr.name}
      aria-invalid={error ? true : undefined}
      className="select"
      multiple={attr.toMany}
      disabled={!options}
      value={attr.toMany ? linked.map(String) : String(linked[0] ?? '')}
      onChange={(e) => {
        const ids = [...e.target.selectedOptions].map((o) => Number(o.value)).filter((n) => n > 0);
        set(attr.toMany ? ids.map(entry) : ids[0] ? entry(ids[0]) : null);
      }}
    >
      {!attr.toMany && <option value="">{options ? 'None' : 'Loading…'}</option>}
      {options?.map((o) => (
        <option key={o.id} value={o.id}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
