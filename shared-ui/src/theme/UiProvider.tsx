// The one provider every app (host, and each remote when it runs alone) wraps its tree in.
import { useEffect, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './system';
import { Toaster } from '../toaster/Toaster';
import { setToastQueueLimit } from '../toaster/toaster';

export interface UiProviderProps {
  children: ReactNode;
  /** Toasts shown at once; more wait in a queue. */
  toastQueueLimit?: number;
}

export function UiProvider({ children, toastQueueLimit }: UiProviderProps) {
  useEffect(() => {
    if (toastQueueLimit !== undefined) setToastQueueLimit(toastQueueLimit);
  }, [toastQueueLimit]);
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
