// Which page the hash route shows.
import { EmptyState } from '../components/Feedback.tsx';
import { useLocation } from '../lib/hash-router.ts';
import { HomePage } from './HomePage.tsx';

export function Routes() {
  const { segments } = useLocation();
  const [area] = segments;
  switch (area) {
    case undefined: return <HomePage />;
    default: return <div className="page"><EmptyState icon="alert" title="Nothing here">This page does not exist.</EmptyState></div>;
  }
}
