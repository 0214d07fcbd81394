// A success / error / info / warning banner above a form or list, optionally dismissable.
import type { ReactNode } from 'react';
import { Alert, CloseButton } from '@chakra-ui/react';
import { t } from '../i18n';
import { useLocale } from 'shared-i18n/react';

export type BannerStatus = 'success' | 'error' | 'info' | 'warning';

export interface BannerProps {
  status: BannerStatus;
  title: ReactNode;
  description?: ReactNode;
  onDismiss?: () => void;
}

export function Banner({ status, title, description, onDismiss }: BannerProps) {
  useLocale();
  return (
    <Alert.Root
      status={status}
      role={status === 'error' || status === 'warning' ? 'alert' : 'status'}
      borderRadius="l2"
      alignItems="start"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {description ? <Alert.Description>{description}</Alert.Description> : null}
      </Alert.Content>
      {onDismiss ? (
        <CloseButton
          size="sm"
          aria-label={t('banner.dismiss')}
          onClick={onDismiss}
          mt="-1"
          me="-1"
        />
      ) : null}
    </Alert.Root>
  );
}
