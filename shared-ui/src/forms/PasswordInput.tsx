// A password box with a show/hide toggle; every other prop (register's name, ref, onBlur,
// autoComplete) goes to the input itself.
import { useState, type ComponentProps } from 'react';
import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { EyeIcon, EyeOffIcon } from '../icons/icons';
import { t } from '../i18n';
import { useLocale } from 'shared-i18n/react';

export type PasswordInputProps = ComponentProps<typeof Input>;

export function PasswordInput(props: PasswordInputProps) {
  useLocale();
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          variant="ghost"
          size="xs"
          me="-2"
          aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    >
      <Input {...props} type={visible ? 'text' : 'password'} />
    </InputGroup>
  );
}
