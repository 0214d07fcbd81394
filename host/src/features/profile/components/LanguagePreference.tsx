// The signed-in user's language, English or Arabic, and for Arabic its digits (Western or
// Arabic-Indic): saved on the profile (PATCH /api/me/), then applied at once.
import { useState, type FormEvent } from 'react';
import {
  DIGITS,
  LOCALES,
  LOCALE_NAMES,
  activeDigits,
  activeLocale,
  isDigits,
  isLocale,
  setLocale,
  type Digits,
  type Locale,
} from 'shared-i18n';
import { Button, Card, Heading, SimpleGrid, Stack, notify } from 'shared-ui';
import { FormField } from 'shared-ui/forms';
import { NativeSelect } from 'shared-ui/select';
import { useUpdateProfile, type ProfileUser } from '../api/update-profile';
import { LANGUAGE_TEXT, PROFILE_MESSAGES, profileChangeError } from '../messages';

export function LanguagePreference({ user }: { user: ProfileUser }) {
  const update = useUpdateProfile();
  // The saved choice; the language shown now while the user has none (or one not offered).
  const [locale, setChosenLocale] = useState<Locale>(
    isLocale(user.locale) ? user.locale : activeLocale(),
  );
  const [digits, setDigits] = useState<Digits>(
    isDigits(user.digits) ? user.digits : activeDigits(),
  );
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    try {
      await update.mutateAsync({ locale, digits });
    } catch (error) {
      notify.error(profileChangeError(error, PROFILE_MESSAGES.updateFallback).message);
      setSaving(false);
      return;
    }
    try {
      await setLocale(locale, digits);
      // Read after the switch: the confirmation is in the language just chosen.
      notify.success(LANGUAGE_TEXT.saved);
    } catch {
      notify.error(LANGUAGE_TEXT.notApplied);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card.Root as="section" aria-label={LANGUAGE_TEXT.title}>
      <Card.Header>
        <Heading as="h2" size="md">
          {LANGUAGE_TEXT.title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <form onSubmit={(event) => void save(event)}>
          <Stack gap="4" align="start">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" w="full">
              <FormField label={LANGUAGE_TEXT.title}>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={locale}
                    onChange={(event) => setChosenLocale(event.target.value as Locale)}
                  >
                    {LOCALES.map((each) => (
                      <option key={each} value={each} lang={each}>
                        {LOCALE_NAMES[each]}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              {locale === 'ar' ? (
                <FormField label={LANGUAGE_TEXT.digits}>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={digits}
                      onChange={(event) => setDigits(event.target.value as Digits)}
                    >
                      {DIGITS.map((each) => (
                        <option key={each} value={each}>
                          {LANGUAGE_TEXT[each]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              ) : null}
            </SimpleGrid>
            <Button type="submit" colorPalette="brand" loading={saving}>
              {LANGUAGE_TEXT.save}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
