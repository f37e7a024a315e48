import { MobileField } from '@forecourt/ui-kit';
import { channels } from '@forecourt/validators';
import { Suspense } from 'react';
import {
  boundOf,
  type DeclaredFieldProps,
  TypedField,
  useCommonProps,
} from '../../components/declared-field.tsx';
import { useT } from '../../i18n/i18n-context.tsx';
import { ChannelPicker, Checkbox, PasswordRequirements, Select } from './lazy-fields.ts';

export { preloadChoiceFields } from './lazy-fields.ts';

/**
 * A declared field of any kind (FIELDS-20) as its ui-kit field, for a registration step's
 * `StepForm` `Field`: the typed kinds are `TypedField`'s, the choice fields load on demand. The
 * dealership picker is the dealer-group page's own (dealer-group-registration-screen.tsx); here
 * an autocomplete is a text box.
 */
export function DescriptorField(props: DeclaredFieldProps) {
  const t = useT();
  const common = useCommonProps(props);
  const { field, bind } = props;
  const { value, onChange: set } = boundOf(props);
  switch (field.kind) {
    case 'password':
      return (
        <>
          <TypedField {...props} />
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
      return <TypedField {...props} />;
  }
}
