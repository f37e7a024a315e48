import { createTextCatalogue, type TextCatalogue } from '@forecourt/validators';
import { registrationLabels } from './flows/fields/labels.ts';

/**
 * The texts flows-core adds to the catalogue (validators' `messages`): transport failures (MSG-8),
 * the refused redirect (REDIRECT-3), and the registration field labels (REG-13, named in
 * 'Please provide {label}.'). Keyed by id so the portal can translate (`setFlowTexts`).
 */
export const flowTexts = {
  'transport.network':
    'The service could not be reached. Please check your connection and try again.',
  'transport.timeout': 'The service took too long to answer. Please try again.',
  'transport.notJson': 'The service sent a reply that could not be read. Please try again later.',
  'transport.invalidReply': 'The service sent an unexpected reply. Please try again later.',
  'transport.rateLimited': 'Too many attempts. Please try again in {seconds} seconds.',
  'transport.unavailable':
    'The portal could not load what it needs to continue. Please check your connection and try again.',
  'otp.alreadySent':
    'A code was already sent to your {channel}. Enter it, or request a new one when the timer ends.',
  'redirect.refused': 'We could not open your portal. Please contact support.',
  // A channel inside a sentence ('sent to your mobile') and as a choice ('Send OTP to: Mobile').
  'channel.mobile': 'mobile',
  'channel.email': 'email',
  'option.mobile': 'Mobile',
  'option.email': 'Email',
  ...labelTexts(registrationLabels),
} as const;

type LabelTexts<T extends Record<string, string>> = {
  [K in keyof T & string as `label.${K}`]: T[K];
};

function labelTexts<const T extends Record<string, string>>(labels: T): LabelTexts<T> {
  return Object.fromEntries(
    Object.entries(labels).map(([name, label]) => [`label.${name}`, label]),
  ) as LabelTexts<T>;
}

/** The id of one flows-core text. */
export type FlowTextId = keyof typeof flowTexts;

/** The name of a registration field with a label. */
export type LabelledField = keyof typeof registrationLabels;

const catalogue = /* @__PURE__ */ createTextCatalogue<FlowTextId>(flowTexts);

/**
 * Replaces flows-core's texts, e.g. with a translation loaded at start; an id that `texts`
 * leaves out (or gives as blank) keeps its English text. Call it with no argument to go back to
 * English. Labels are read when a flow is created, messages when they are shown.
 */
export const setFlowTexts: TextCatalogue<FlowTextId>['set'] = catalogue.set;

/** The text of `id` in use with `{name}` placeholders filled from `params`. */
export const formatFlowText: TextCatalogue<FlowTextId>['format'] = catalogue.format;

/** The name in use of a code channel inside a sentence ('mobile' in English). */
export function channelName(channel: 'mobile' | 'email'): string {
  return formatFlowText(`channel.${channel}`);
}

/** The label in use of a registration field. */
export function fieldLabel(name: LabelledField): string {
  return formatFlowText(`label.${name}`);
}

/** Every registration field label in use, by field name (for 'Please provide {label}.'). */
export function fieldLabels(): Record<LabelledField, string> {
  const names = Object.keys(registrationLabels) as LabelledField[];
  return Object.fromEntries(names.map((name) => [name, fieldLabel(name)])) as Record<
    LabelledField,
    string
  >;
}
