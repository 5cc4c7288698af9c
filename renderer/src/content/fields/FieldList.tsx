// The fields of a model (an entry or a component) at a path of the form, in a two-column grid.
import type { StudioModel } from '../../../../server/admin/studio-contract.ts';
import { editableAttributes } from '../entry-payload.ts';
import { FieldInput } from './FieldInput.tsx';
import type { Path } from './form-context.tsx';

export function FieldList({ model, path }: { model: StudioModel; path: Path }) {
  return (
    <div className="form-grid">
      {editableAttributes(model).map((attr) => (
        <FieldInput key={attr.name} owner={model.uid} attr={attr} path={[...path, attr.name]} />
      ))}
    </div>
  );
}
