// The studio: signs in, loads the schema, and shows the page the hash route names.
import { Suspense, useEffect } from 'react';
import { Alert, Loading } from '../components/Feedback.tsx';
import { Toasts } from '../components/Toasts.tsx';
import { useStudio } from '../stores/studio-store.ts';
import { Routes } from './Routes.tsx';
import { SignInRequired } from './SignInRequired.tsx';
import { Sidebar } from './Sidebar.tsx';

export function App() {
  const { status, error, load } = useStudio();
  useEffect(() => {
    void load();
  }, [load]);
  if (status === 'signed-out') return <SignInRequired />;
  if (status === 'loading') return <Loading label="Opening the studio…" />;
  if (status === 'error')
    return (
      <div className="page">
        <Alert kind="danger" title="The studio could not load">
          {error}
        </Alert>
      </div>
    );
  return (
    <div className="app">
      <Sidebar />
      <main className="main">
        <div className="main-scroll">
          <Suspense fallback={<Loading />}>
            <Routes />
          </Suspense>
        </div>
      </main>
      <Toasts />
    </div>
  );
}
