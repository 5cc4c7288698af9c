// Page navigation with the page size choice.
import { Icon } from './Icon.tsx';

interface Props {
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  sizes?: number[];
  onPage(page: number): void;
  onPageSize?(size: number): void;
}

export function Pagination({ page, pageCount, pageSize, total, sizes = [10, 20, 50, 100], onPage, onPageSize }: Props) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const pages = pageWindow(page, Math.max(1, pageCount));
  return (
    <nav className="pagination" aria-label="Pagination">
      {onPageSize && (
        <label className="row muted">
          <select
            className="select select-sm"
            style={{ width: 76 }}
            value={pageSize}
            onChange={(e) => onPageSize(Number(e.target.value))}
            aria-label="Entries per page"
          >
            {sizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          per page
        </label>
      )}
      <span className="muted">
        {first}–{last} of {total}
      </span>
      <div className="row">
        <button
          type="button"
          className="btn btn-sm btn-icon"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          aria-label="Previous page"
        >
          <Icon name="chevronLeft" />
        </button>
        {pages.map((p, i) =>
          p === null ? (
            <span key={`gap${i}`} className="muted">
              …
            </span>
          ) : (
            <button
              type="button"
              key={p}
              className={`btn btn-sm ${p === page ? 'btn-primary' : 'btn-ghost'}`}
              aria-current={p === page ? 'page' : undefined}
              onClick={() => onPage(p)}
            >
              {p}
            </button>
          ),
        )}
        <button
          type="button"
          className="btn btn-sm btn-icon"
          disabled={page >= pageCount}
          onClick={() => onPage(page + 1)}
          aria-label="Next page"
        >
          <Icon name="chevronRight" />
        </button>
      </div>
    </nav>
  );
}

function pageWindow(page: number, count: number): Array<number | null> {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const set = new Set([1, count, page - 1, page, page + 1].filter((p) => p >= 1 && p <= count));
  const sorted = [...set].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push(null);
    out.push(p);
  });
  return out;
}
