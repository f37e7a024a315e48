import type { Channel } from '@forecourt/validators';
import { channels, isChannel } from '@forecourt/validators/portal';
import type { BaseFieldProps } from '../field/field-shell.tsx';
import { RadioGroup } from '../radio-group/radio-group.tsx';

/** Props of {@link ChannelPicker}. */
export type ChannelPickerProps = Omit<BaseFieldProps, 'label'> & {
  /**
   * The chosen channel; undefined while none is chosen. Default undefined (uncontrolled).
   */
  value?: Channel | undefined;
  /** Initial channel when uncontrolled. Default undefined (none chosen). */
  defaultValue?: Channel;
  /** Called with the chosen channel. Default undefined. */
  onChange?: (channel: Channel) => void;
  /** Option texts. Default { mobile: 'Mobile', email: 'Email' }. */
  labels?: { mobile: string; email: string };
  /** Group label. Default 'Send OTP to'. */
  legend?: string;
};

/** The OTP channel picker (Mobile / Email) as a radio group. */
export function ChannelPicker(props: ChannelPickerProps) {
  const {
    value,
    defaultValue,
    onChange,
    labels = { mobile: 'Mobile', email: 'Email' },
    legend = 'Send OTP to',
    ...field
  } = props;
  // A caller that passes `value` (even undefined, meaning "none yet") controls the picker.
  const controlled = 'value' in props;
  return (
    <RadioGroup
      {...field}
      label={legend}
      options={channels.map((channel) => ({ value: channel, label: labels[channel] }))}
      value={controlled ? (value ?? '') : undefined}
      defaultValue={defaultValue}
      onChange={(next) => {
        if (isChannel(next)) onChange?.(next);
      }}
    />
  );
}
