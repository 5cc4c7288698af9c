// #/graphql: GraphiQL in the studio, sending as the credential chosen in the header.
import { PageHeader } from '../components/PageHeader.tsx';
import { CredentialPicker } from '../rest-tester/CredentialPicker.tsx';
import { authorizationHeader, useCredentials } from '../rest-tester/credentials-store.ts';
import { useStudio } from '../stores/studio-store.ts';
import { GraphiqlPanel } from './GraphiqlPanel.tsx';

export function GraphqlPage() {
  const { session, schema } = useStudio();
  const cred = useCredentials();
  const endpoint = session?.server.graphqlPath ?? '/graphql';
  const first = schema?.contentTypes.find((m) => m.kind === 'collectionType');
  const defaultQuery = first
    ? `# Sent as the credential chosen above.\n# Ctrl+Enter runs, Ctrl+Space completes.\n\nquery {\n  ${first.pluralName} {\n    data {\n      id\n      attributes {\n        ${first.mainField}\n      }\n    }\n  }\n}\n`
    : undefined;
  return (
    <div className="graphql-page">
      <PageHeader eyebrow="Explore the API" title={<>GraphQL <code className="code-inline">{endpoint}</code></>} actions={<CredentialPicker />} />
      <div className="graphql-frame">
        <GraphiqlPanel endpoint={endpoint} headers={authorizationHeader(cred)} defaultQuery={defaultQuery} />
      </div>
    </div>
  );
}
