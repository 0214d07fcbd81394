// The centred card every public auth screen sits in.
import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text } from 'shared-ui';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}

export function AuthCard({ title, subtitle, children, wide = false }: AuthCardProps) {
  return (
    <Box py={{ base: '6', md: '12' }} px="4">
      <Box
        maxW={wide ? '2xl' : 'md'}
        mx="auto"
        bg="bg"
        borderWidth="1px"
        borderRadius="l3"
        shadow="sm"
        p={{ base: '6', md: '8' }}
      >
        <Stack gap="1" mb="6">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
        </Stack>
        {children}
      </Box>
    </Box>
  );
}
