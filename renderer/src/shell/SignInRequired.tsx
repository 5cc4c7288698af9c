// Shown when the browser has no admin session: the studio opens from the one-time link that
// `tessera serve` prints (or from the desktop app).
import { Logo } from '../components/Icon.tsx';
import { desktopBridge } from '../lib/desktop-bridge.ts';

export function SignInRequired() {
  const desktop = desktopBridge();
  if (desktop) {
    return (
      <div className="signin">
        <div className="signin-card">
          <Logo size={44} />
          <h1>You signed out of Tessera Studio</h1>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() =>
              void desktop.newStudioLink().then((url) => {
                if (url) window.location.href = url;
              })
            }
          >
            Sign in again
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="signin">
      <div className="signin-card">
        <Logo size={44} />
        <h1>Sign in to Tessera Studio</h1>
        <p>
          The studio opens from the one-time link that <code className="code-inline">tessera serve</code> prints when it
          starts. Open that link in this browser, or restart the server to get a fresh one.
        </p>
        <pre className="code-block">
          {'$ npx tessera serve my-project\n  Studio   http://127.0.0.1:1337/admin/login?token=…'}
        </pre>
        <p className="muted">The desktop app signs you in by itself.</p>
      </div>
    </div>
  );
}
