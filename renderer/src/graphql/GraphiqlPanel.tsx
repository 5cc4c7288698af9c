// GraphiQL 5, bundled (it works offline), against the project's GraphQL endpoint. Requests carry
// the headers given here (the studio's credential choice) merged under GraphiQL's own header editor.
import './monaco-workers.ts';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { useMemo } from 'react';

interface Props {
  endpoint: string;
  headers?: Record<string, string>;
  defaultQuery?: string;
  /** Told after each answer which top-level fields were refused as Forbidden (none: an empty list). */
  onForbidden?(fields: string[]): void;
}

export function GraphiqlPanel({ endpoint, headers = {}, defaultQuery, onForbidden }: Props) {
  const key = JSON.stringify(headers);
  const fetcher = useMemo(
    () =>
      createGraphiQLFetcher({
        url: endpoint,
        headers,
        fetch: async (input, init) => {
          const res = await fetch(input, { ...init, credentials: 'omit' });
          if (onForbidden && res.headers.get('content-type')?.includes('json'))
            void res
              .clone()
              .json()
              .then(
                (body) => onForbidden(forbiddenFields(body)),
                () => undefined,
              );
          return res;
        },
      }),
    [endpoint, key],
  );
  return (
    <div className="graphiql-host" data-testid="graphiql">
      <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
    </div>
  );
}

function forbiddenFields(body: unknown): string[] {
  const { errors = [], data } = (body ?? {}) as {
    errors?: Array<{ message?: string; path?: unknown[]; extensions?: { code?: string } }>;
    data?: Record<string, unknown> | null;
  };
  const refused = errors.filter((e) => e.extensions?.code === 'FORBIDDEN' || /forbidden/i.test(e.message ?? ''));
  if (!refused.length) return [];
  // Strapi's errors carry no path: the refused fields are the ones answered null.
  const named = refused.map((e) => String(e.path?.[0] ?? '')).filter(Boolean);
  return named.length
    ? named
    : Object.entries(data ?? {})
        .filter(([, v]) => v === null)
        .map(([k]) => k);
}
