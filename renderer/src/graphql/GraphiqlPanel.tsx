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
}

export function GraphiqlPanel({ endpoint, headers = {}, defaultQuery }: Props) {
  const key = JSON.stringify(headers);
  const fetcher = useMemo(() => createGraphiQLFetcher({ url: endpoint, headers, fetch: (input, init) => fetch(input, { ...init, credentials: 'omit' }) }), [endpoint, key]);
  return (
    <div className="graphiql-host" data-testid="graphiql">
      <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
    </div>
  );
}
