// Google sign-in / sign-up: present on the auth screens, its behaviour is not part of the product
// yet (spec section 1), so it says so instead of pretending.
import { Button, notify } from 'shared-ui';
import { t } from '../../../i18n';

/** What the button's notice says is not available: the screen's own action. */
export function googleUnavailableMessage(action: 'sign-in' | 'sign-up'): string {
  return t(action === 'sign-in' ? 'google.signInUnavailable' : 'google.signUpUnavailable');
}

export function GoogleButton({ label, action }: { label: string; action: 'sign-in' | 'sign-up' }) {
  return (
    <Button
      type="button"
      variant="outline"
      w="full"
      onClick={() => notify.info(googleUnavailableMessage(action))}
    >
      <span aria-hidden style={{ fontWeight: 700, color: '#4285F4' }}>
        G
      </span>
      {label}
    </Button>
  );
}
