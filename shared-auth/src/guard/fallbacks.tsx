// Plain, accessible stand-ins for the guard's loading and denied states; the host passes styled
// ones from shared-ui (shared-auth cannot use Chakra).
import { GUARD_MESSAGES } from './messages';

const spinKeyframes = '@keyframes ld-auth-spin { to { transform: rotate(360deg); } }';

export function SessionLoading() {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      style={{ padding: '2rem', textAlign: 'center' }}
    >
      <style>{spinKeyframes}</style>
      <span
        aria-hidden="true"
        style={{
          display: 'inline-block',
          width: '1.5rem',
          height: '1.5rem',
          border: '3px solid currentColor',
          borderInlineEndColor: 'transparent',
          borderRadius: '50%',
          animation: 'ld-auth-spin 0.8s linear infinite',
          verticalAlign: 'middle',
          marginInlineEnd: '0.5rem',
        }}
      />
      <span>{GUARD_MESSAGES.loading}</span>
    </div>
  );
}

export function AccessDenied() {
  return (
    <section aria-labelledby="access-denied-title" style={{ padding: '2rem', textAlign: 'center' }}>
      <h2 id="access-denied-title">{GUARD_MESSAGES.deniedTitle}</h2>
      <p>{GUARD_MESSAGES.deniedMessage}</p>
    </section>
  );
}

export function SessionUnavailable({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <section role="alert" style={{ padding: '2rem', textAlign: 'center' }}>
      <h1>{GUARD_MESSAGES.unavailableTitle}</h1>
      <p>{message}</p>
      <p>{GUARD_MESSAGES.unavailableDetail}</p>
      <button type="button" onClick={onRetry}>
        {GUARD_MESSAGES.retry}
      </button>
    </section>
  );
}
