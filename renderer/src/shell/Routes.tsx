// Which page the hash route shows. The GraphQL page (GraphiQL and Monaco) loads on demand.
import { lazy } from 'react';
import { ApiReferencePage } from '../api-reference/ApiReferencePage.tsx';
import { BuilderPage } from '../builder/BuilderPage.tsx';
import { EmptyState } from '../components/Feedback.tsx';
import { ContentPage } from '../content/ContentPage.tsx';
import { useLocation } from '../lib/hash-router.ts';
import { MediaLibraryPage } from '../media/MediaLibraryPage.tsx';
import { RestTesterPage } from '../rest-tester/RestTesterPage.tsx';
import { DatabasePage } from '../settings/DatabasePage.tsx';
import { LocalesPage } from '../settings/LocalesPage.tsx';
import { RequestLogPage } from '../settings/RequestLogPage.tsx';
import { RolePage } from '../settings/RolePage.tsx';
import { RolesPage } from '../settings/RolesPage.tsx';
import { TokensPage } from '../settings/TokensPage.tsx';
import { HomePage } from './HomePage.tsx';

const GraphqlPage = lazy(() => import('../graphql/GraphqlPage.tsx').then((m) => ({ default: m.GraphqlPage })));

export function Routes() {
  const { segments } = useLocation();
  const [area, a, b] = segments;
  switch (area) {
    case undefined:
      return <HomePage />;
    case 'content':
      return <ContentPage key={a} uid={a} id={b} />;
    case 'media':
      return <MediaLibraryPage />;
    case 'builder':
      return a === 'new' ? <BuilderPage newKind={b} /> : <BuilderPage uid={a} />;
    case 'rest':
      return <RestTesterPage />;
    case 'graphql':
      return <GraphqlPage />;
    case 'api-reference':
      return <ApiReferencePage />;
    case 'settings':
      return <SettingsRoute page={a} sub={b} />;
    default:
      return (
        <div className="page">
          <EmptyState icon="alert" title="Nothing here">
            This page does not exist.
          </EmptyState>
        </div>
      );
  }
}

function SettingsRoute({ page, sub }: { page?: string; sub?: string }) {
  switch (page) {
    case 'roles':
      return sub ? <RolePage key={sub} type={sub} /> : <RolesPage />;
    case 'tokens':
      return <TokensPage />;
    case 'locales':
      return <LocalesPage />;
    case 'database':
      return <DatabasePage />;
    case 'requests':
      return <RequestLogPage />;
    default:
      return <RolesPage />;
  }
}
