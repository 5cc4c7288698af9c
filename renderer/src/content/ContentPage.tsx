// /content/:uid[/:id]: the list or the editor of a collection type, the editor of a single type.
import { EmptyState } from '../components/Feedback.tsx';
import { useLocation } from '../lib/hash-router.ts';
import { useStudio } from '../stores/studio-store.ts';
import { EntryEditor } from './EntryEditor.tsx';
import { EntryListPage } from './EntryListPage.tsx';

export function ContentPage({ uid, id }: { uid: string; id?: string }) {
  const { query } = useLocation();
  const schema = useStudio((s) => s.schema);
  const model = schema?.contentTypes.find((m) => m.uid === uid);
  const defaultLocale = schema?.locales.find((l) => l.isDefault)?.code ?? 'en';
  if (!model)
    return (
      <div className="page">
        <EmptyState icon="alert" title="Unknown content type">
          {uid} is not a content type of this project.
        </EmptyState>
      </div>
    );
  const locale = model.localized ? (query.get('locale') ?? defaultLocale) : null;
  const from = Number(query.get('from')) || null;
  if (model.kind === 'singleType')
    return <EntryEditor key={`${uid}:${locale}:${from}`} model={model} id="single" locale={locale} from={from} />;
  if (id === undefined) return <EntryListPage key={uid} model={model} />;
  const entryId = id === 'new' ? 'new' : Number(id);
  if (entryId !== 'new' && !Number.isInteger(entryId))
    return (
      <div className="page">
        <EmptyState icon="alert" title="No such entry" />
      </div>
    );
  return (
    <EntryEditor
      key={`${uid}:${id}:${locale}:${from}`}
      model={model}
      id={entryId}
      locale={locale}
      from={entryId === 'new' ? from : null}
    />
  );
}
