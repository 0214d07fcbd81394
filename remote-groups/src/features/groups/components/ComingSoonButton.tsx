// A toolbar button whose feature is not built yet (spec section 1: Export and Filter), as
// shared-ui's ComingSoonButton draws it, with its notice as one sentence of this catalogue (the
// shared one is assembled from the English label).
import { Button, notify } from 'shared-ui';

export function ComingSoonButton({ label, notice }: { label: string; notice: string }) {
  return (
    <Button variant="outline" size="sm" onClick={() => notify.info(notice)}>
      {label}
    </Button>
  );
}
