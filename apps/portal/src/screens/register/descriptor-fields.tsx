import { MobileField, PasswordField } from '@forecourt/ui-kit';
import { channels } from '@forecourt/validators';
import { Suspense } from 'react';
import { useT } from '../../i18n/i18n-context.tsx';
import { usePasswordToggleTexts } from '../../i18n/kit-texts.ts';
import {
  boundOf,
  type DescriptorFieldProps,
  TextDescriptorField,
  useCommonProps,
} from './descriptor-form.tsx';
import { ChannelPicker, Checkbox, PasswordRequirements, Select } from './lazy-fields.ts';

export { preloadChoiceFields } from './lazy-fields.ts';

/**
 * Any descriptor (FIELDS-20) as its ui-kit field, for `DescriptorForm`'s
 * `Field`: the choice fields load on demand. The dealership picker is the dealer-group page's own
 * (dealer-group-registration-screen.tsx); here an autocomplete is a text box.
 */
export function DescriptorField(props: DescriptorFieldProps) {
  const t = useT();
  const toggleTexts = usePasswordToggleTexts();
  const common = useCommonProps(props);
  const { field, bind } = props;
  const { value, onChange: set } = boundOf(props);
  switch (field.kind) {
    case 'password':
      return (
        <>
          <PasswordField
            {...toggleTexts}
            {...common}
            value={value}
            onChange={set}
            // A password a registration sets: the browser may suggest a new one.
            autoComplete="new-password"
          />
          {field.requirements ? (
            <Suspense fallback={null}>
              <PasswordRequirements
                password={value}
                verifyPassword={bind('verifyPassword').value}
                title={t('password.requirements')}
              />
            </Suspense>
          ) : null}
        </>
      );
    case 'mobile':
      return (
        <MobileField {...common} value={value} onChange={set} autoComplete={field.autoComplete} />
      );
    case 'checkbox':
      return (
        <Suspense fallback={null}>
          <Checkbox
            {...common}
            checked={value === 'Yes'}
            onCheckedChange={(checked) => set(checked ? 'Yes' : 'No')}
          />
        </Suspense>
      );
    case 'check':
      return (
        <Suspense fallback={null}>
          <ChannelPicker
            {...common}
            legend={common.label}
            labels={{ mobile: t('channel.mobile'), email: t('channel.email') }}
            value={value === 'mobile' || value === 'email' ? value : undefined}
            onChange={set}
          />
        </Suspense>
      );
    case 'select':
      return (
        <Suspense fallback={null}>
          <Select
            {...common}
            value={value}
            onChange={set}
            placeholder={t('register.select')}
            options={channels.map((channel) => ({
              value: channel,
              label: t(`channel.${channel}`),
            }))}
          />
        </Suspense>
      );
    default:
      return <TextDescriptorField {...props} />;
  }
}
