// The frame every dashboard card shares: an icon tile, a title and an optional action on the right.
import type { ReactNode } from 'react';
import { Box, Card, Flex, Heading, HStack, Stack, Text } from 'shared-ui';
import { Icon, type IconName } from './icons';

export interface DashboardCardProps {
  title: string;
  icon: IconName;
  /** Chakra colour palette of the icon tile. */
  palette: string;
  subtitle?: string;
  aside?: ReactNode;
  children: ReactNode;
}

export function DashboardCard({
  title,
  icon,
  palette,
  subtitle,
  aside,
  children,
}: DashboardCardProps) {
  return (
    <Card.Root
      as="section"
      aria-label={title}
      h="full"
      borderRadius="l3"
      boxShadow="xs"
      _hover={{ boxShadow: 'sm' }}
      transition="box-shadow 0.2s"
    >
      <Card.Header pb="2">
        <Flex align="center" justify="space-between" gap="3">
          <HStack gap="3" minW="0">
            <Box
              flexShrink={0}
              display="flex"
              alignItems="center"
              justifyContent="center"
              w="10"
              h="10"
              borderRadius="l2"
              colorPalette={palette}
              bg="colorPalette.subtle"
              color="colorPalette.fg"
            >
              <Icon name={icon} />
            </Box>
            <Stack gap="0" minW="0">
              <Heading as="h2" size="md" lineHeight="short">
                {title}
              </Heading>
              {subtitle ? (
                <Text fontSize="sm" color="fg.muted" truncate>
                  {subtitle}
                </Text>
              ) : null}
            </Stack>
          </HStack>
          {aside}
        </Flex>
      </Card.Header>
      <Card.Body pt="3">{children}</Card.Body>
    </Card.Root>
  );
}
