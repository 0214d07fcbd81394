// Google sign-in / sign-up: present on the auth screens, its behaviour is not part of the product
// yet (spec section 1), so it says so instead of pretending.
import { Button, notify } from 'shared-ui';

export function GoogleButton({ label }: { label: string }) {
  return (
    <Button
      type="button"
      variant="outline"
      w="full"
      onClick={() =>
        notify.info('Google sign-in is not available yet. Please use your email and password.')
      }
    >
      <span aria-hidden style={{ fontWeight: 700, color: '#4285F4' }}>
        G
      </span>
      {label}
    </Button>
  );
}
