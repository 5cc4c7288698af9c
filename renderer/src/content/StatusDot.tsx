// An entry's publication status, as a badge: published, or still a draft.
export function StatusDot({ published }: { published: boolean }) {
  return (
    <span className={`badge ${published ? 'badge-success' : 'badge-info'}`}>
      <span className="dot" />
      {published ? 'Published' : 'Draft'}
    </span>
  );
}
