// Shown when the browser has no admin session: the studio opens from the one-time link that
// `tessera serve` prints (or from the desktop app).
import { Logo } from '../components/Icon.tsx';

export function SignInRequired() {
  return (
    <div className="signin">
      <div className="signin-card">
        <Logo size={44} />
        <h1>Sign in to Tessera Studio</h1>
        <p>
          The studio opens from the one-time link that <code className="code-inline">tessera serve</code> prints
          when it starts. Open that link in this browser, or restart the server to get a fresh one.
        </p>
        <pre className="code-block">{'$ npx tessera serve my-project\n  Studio   http://127.0.0.1:1337/admin/login?token=…'}</pre>
        <p className="muted">The desktop app signs you in by itself.</p>
      </div>
    </div>
  );
}
