// A toolbar button whose feature is not built yet (spec section 1): a click says so. The notice is
// a whole sentence of the catalogue, so each language words it its own way.
import { Button, notify } from 'shared-ui';

export function ComingSoonButton({ label, notice }: { label: string; notice: string }) {
  return (
    <Button variant="outline" size="sm" onClick={() => notify.info(notice)}>
      {label}
    </Button>
  );
}
