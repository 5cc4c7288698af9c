// GraphiQL alone (dist/renderer/graphiql.html): served at GET /graphql in development, it queries
// the URL it is served from; opened from /admin it queries /graphql (under the server's mount path).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiqlPanel } from './GraphiqlPanel.tsx';
import { BASE_PATH } from '../lib/base-path.ts';
import '../styles/graphiql-standalone.css';

const endpoint = window.location.pathname.startsWith(`${BASE_PATH}/admin`)
  ? `${BASE_PATH}/graphql`
  : window.location.pathname;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <GraphiqlPanel
      endpoint={endpoint}
      defaultQuery={
        '# Ctrl+Enter runs, Ctrl+Space completes.\n# Credentials go in the Headers tab:\n# {"Authorization": "Bearer <token>"}\n\nquery {\n  __typename\n}\n'
      }
    />
  </StrictMode>,
);
