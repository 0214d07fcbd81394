// Mounts a federated module: a spinner while it loads, a Retry panel in its place when it cannot be
// loaded or crashes; Retry loads it afresh.
import { useCallback, useState, type ComponentProps, type ComponentType } from 'react';
import { Text } from '@chakra-ui/react';
import { ErrorBoundary } from './ErrorBoundary';
import { AlertPanel } from '../feedback/AlertPanel';
import { LoadingSpinner } from '../feedback/LoadingSpinner';
import { Loaded } from './Loaded';
import { t } from '../i18n';
import { useLocale } from 'shared-i18n/react';

// Any component type: props are checked at the call site through ComponentProps<C>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export type RemoteModuleLoader<C extends AnyComponent> = () => Promise<{ default: C }>;

export function RemoteUnavailable({ label, onRetry }: { label: string; onRetry: () => void }) {
  useLocale();
  return (
    <AlertPanel
      title={t('remote.unavailable', { label })}
      action={{ label: t('remote.retry'), onClick: onRetry }}
    >
      <Text color="fg.muted">{t('remote.message')}</Text>
    </AlertPanel>
  );
}

export type RemoteBoundaryProps<C extends AnyComponent> = {
  /** Names the area in the Retry panel, e.g. 'Students'. */
  label: string;
  load: RemoteModuleLoader<C>;
  loadingLabel?: string;
} & { props?: ComponentProps<C> };

export function RemoteBoundary<C extends AnyComponent>(boundary: RemoteBoundaryProps<C>) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Each attempt mounts afresh, with a lazy component of its own: React.lazy remembers a failure.
  return <RemoteAttempt key={attempt} {...boundary} onRetry={retry} />;
}

function RemoteAttempt<C extends AnyComponent>({
  label,
  load,
  loadingLabel,
  props,
  onRetry,
}: RemoteBoundaryProps<C> & { onRetry: () => void }) {
  return (
    <ErrorBoundary
      fallback={() => <RemoteUnavailable label={label} onRetry={onRetry} />}
      onError={(error) => console.error(`Could not load ${label}`, error)}
    >
      {/* Another loader gets another load (not React.lazy: Loaded.tsx says why). */}
      <Loaded load={load} loading={<LoadingSpinner label={loadingLabel} />}>
        {({ default: Remote }) => <Remote {...((props ?? {}) as ComponentProps<C>)} />}
      </Loaded>
    </ErrorBoundary>
  );
}
