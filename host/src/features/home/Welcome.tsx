// The welcome card of a signed-in user whose role has no home screen among the remotes: who they are
// and a button per header link (HomePage.tsx fetches it when it shows).
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Heading, HStack, Stack, Text, usePageTitle } from 'shared-ui';
import { t } from '../account/i18n';

interface WelcomeLink {
  label: string;
  to: string;
}

export function Welcome({
  name,
  role,
  links,
}: {
  name: string;
  role: string;
  links: WelcomeLink[];
}) {
  usePageTitle(t('home.title'));
  return (
    <Box maxW="4xl" mx="auto" px={{ base: '4', md: '6' }} py="12">
      <Stack gap="4" bg="bg" borderWidth="1px" borderRadius="l3" p={{ base: '6', md: '10' }}>
        <Heading as="h1" size="2xl">
          {t('home.welcome', { name })}
        </Heading>
        <Text color="fg.muted">
          {t('home.signedInAs', { role })} {t('home.oneClickAway')}
        </Text>
        {links.length ? (
          <HStack gap="3" flexWrap="wrap">
            {links.map((link, index) => (
              <Button
                key={link.to}
                asChild
                {...(index === 0 ? { colorPalette: 'brand' } : { variant: 'outline' })}
              >
                <RouterLink to={link.to}>{t('home.goTo', { label: link.label })}</RouterLink>
              </Button>
            ))}
          </HStack>
        ) : null}
      </Stack>
    </Box>
  );
}
