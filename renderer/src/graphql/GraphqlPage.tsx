// #/graphql: GraphiQL in the studio, sending as the credential chosen in the header; a field
// refused as Forbidden is explained with a link to the permission that would allow it.
import { useState } from 'react';
import { ForbiddenHelp } from '../components/AccessHelp.tsx';
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
    ? `# Sent with the credential above.\n# Ctrl+Enter runs the query,\n# Ctrl+Space completes.\n\nquery {\n  ${first.pluralName} {\n    data {\n      id\n      attributes {\n        ${first.mainField}\n      }\n    }\n  }\n}\n`
    : undefined;
  const [forbidden, setForbidden] = useState<string[]>([]);
  // A refused query field names the content type and action: `articles` → find, `article` → findOne.
  const refused = forbidden
    .map((field) => {
      const model = schema?.contentTypes.find((m) => m.pluralName === field || m.singularName === field);
      return model
        ? `${model.uid}.${model.kind === 'collectionType' && model.singularName === field ? 'findOne' : 'find'}`
        : null;
    })
    .find((a) => a !== null);
  return (
    <div className="graphql-page">
      <PageHeader
        eyebrow="Explore the API"
        title={
          <>
            GraphQL <code className="code-inline">{endpoint}</code>
          </>
        }
        actions={<CredentialPicker />}
      />
      {refused && (
        <div className="graphql-forbidden">
          <ForbiddenHelp
            caller={cred.kind === 'token' ? { kind: 'token', label: cred.tokenLabel } : { kind: cred.kind }}
            action={refused}
          />
        </div>
      )}
      <div className="graphql-frame">
        <GraphiqlPanel
          endpoint={endpoint}
          headers={authorizationHeader(cred)}
          defaultQuery={defaultQuery}
          onForbidden={setForbidden}
        />
      </div>
    </div>
  );
}
