// The guidance of each component's docs page (GUIDE-53), in one place so the words stay
// consistent across the kit. Examples are the kit's own components, live; overlays (a dialog, a
// toast, a tooltip, the loading overlay) are shown as the still picture of what they draw, so a
// docs page never opens a modal over itself.
import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { Checkbox } from '../checkbox/checkbox.tsx';
import { Countdown } from '../countdown/countdown.tsx';
import { NumberField } from '../number-field/number-field.tsx';
import { PasswordField } from '../password-field/password-field.tsx';
import { PasswordRequirements } from '../password-requirements/password-requirements.tsx';
import { RadioGroup } from '../radio-group/radio-group.tsx';
import { Stepper } from '../stepper/stepper.tsx';
import { StrengthMeter } from '../strength-meter/strength-meter.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { vars } from '../theme/theme.css.ts';
import type { Guidance } from './guidance.tsx';

/** The still picture of an overlay or a message: a card in the kit's colours. */
function Still({
  title,
  children,
  tone,
}: {
  title?: string;
  children: ReactNode;
  tone?: 'danger' | 'success' | 'info';
}) {
  return (
    <div
      style={{
        width: '100%',
        maxWidth: '20rem',
        padding: vars.space.md,
        borderRadius: vars.radius.md,
        border: `1px solid ${vars.color.border}`,
        borderInlineStart: tone ? `4px solid ${vars.color[tone]}` : undefined,
        background: vars.color.surface,
        color: vars.color.text,
        boxShadow: vars.shadow.menu,
        fontSize: vars.fontSize.sm,
      }}
    >
      {title ? (
        <strong style={{ display: 'block', marginBottom: vars.space.xs }}>{title}</strong>
      ) : null}
      {children}
    </div>
  );
}

const row = { display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' } as const;
const none = () => undefined;

export const buttonGuidance: Guidance = {
  whenToUse: [
    'To submit a step or start an action: one primary button per step (Login, Next, Register).',
    'Secondary for the other way forward on the same step (Sign in With Id).',
    'The link variant for moving elsewhere in running text (Forgot Password?).',
  ],
  whenNotToUse: [
    'To go to another page that needs no action: use a link.',
    'For a choice between options: use RadioGroup or ChannelPicker.',
  ],
  doDont: [
    {
      do: {
        example: <Button>Login</Button>,
        rule: 'One primary action per step, named by its verb.',
      },
      dont: {
        example: (
          <span style={row}>
            <Button>Login</Button>
            <Button>Register</Button>
          </span>
        ),
        rule: 'Two primary buttons side by side: the next step is no longer clear.',
      },
    },
    {
      do: {
        example: <Button pending>Login</Button>,
        rule: "While a call runs, show 'pending' (it stays focusable).",
      },
      dont: {
        example: <Button disabled>Login</Button>,
        rule: 'Disable without saying why: explain what is missing beside it.',
      },
    },
  ],
  anatomy: [
    [
      'Container',
      'the primary colour (primary), the surface with a border (secondary) or none (link).',
    ],
    ['Label', 'one to three words, the action.'],
    ['Spinner', 'only while pending, before the label.'],
    ['Focus ring', "the kit's violet ring, 2 px, outside the container."],
  ],
  content: [
    "Start with a verb: 'Login', 'Send code', 'Register Now!!!' is the product's own wording.",
    'Sentence case; no full stop.',
    'The same action has the same label on every screen.',
  ],
};

export const textFieldGuidance: Guidance = {
  whenToUse: ['Short free text on one line: a username, a name, an e-mail address.'],
  whenNotToUse: [
    'Digits only (an ID number): NumberField. A mobile number: MobileField. A date: DateField.',
    'A secret: PasswordField. A choice from a known list: Select or Autocomplete.',
  ],
  doDont: [
    {
      do: {
        example: <TextField label="Username" name="guidance-do-username" onChange={none} />,
        rule: 'A visible label above the field, always.',
      },
      dont: {
        example: (
          <TextField
            label=""
            name="guidance-dont-username"
            aria-label="Username"
            placeholder="Username"
            onChange={none}
          />
        ),
        rule: 'A placeholder instead of a label: it disappears as the person types.',
      },
    },
    {
      do: {
        example: (
          <TextField
            label="Email"
            name="guidance-do-email"
            error="Please provide a valid e-mail address."
            onChange={none}
          />
        ),
        rule: 'Say what is wrong and how to fix it, under the field.',
      },
      dont: {
        example: (
          <TextField label="Email" name="guidance-dont-email" error="Invalid." onChange={none} />
        ),
        rule: "A bare 'Invalid.' leaves the person guessing.",
      },
    },
  ],
  anatomy: [
    ['Label', 'names the value; the asterisk marks a required field.'],
    ['Input', 'the control, the width of its container.'],
    ['Hint', 'optional, under the label: the format expected.'],
    ['Error', 'in danger colour under the input, announced to screen readers.'],
  ],
  content: [
    'Labels are nouns in sentence case, without a colon.',
    "Errors are full sentences that say what to do: 'Please provide Email.'",
  ],
};

export const numberFieldGuidance: Guidance = {
  whenToUse: ['A value made only of digits: the 13-digit ID number, a dealer number.'],
  whenNotToUse: [
    'Amounts or quantities people count with arrows: this field has no stepper.',
    'A mobile number: MobileField.',
  ],
  doDont: [
    {
      do: {
        example: (
          <NumberField label="Id Number" name="guidance-do-id" maxLength={13} onChange={none} />
        ),
        rule: 'Set maxLength to the exact length the value has.',
      },
      dont: {
        example: <TextField label="Id Number" name="guidance-dont-id" onChange={none} />,
        rule: 'A plain text field: phones show letters, and nothing stops a 14th digit.',
      },
    },
  ],
  anatomy: [
    ['Label', 'as in TextField.'],
    ['Input', "numeric keyboard on phones (inputmode 'numeric'); only digits are kept."],
    ['Error', 'under the input.'],
  ],
  content: [
    "Name the document: 'Id Number', not 'Number'.",
    'Say the expected length in the error: 13 digits.',
  ],
};

export const passwordFieldGuidance: Guidance = {
  whenToUse: ['Any secret: the password at sign-in, a new password and its verification.'],
  whenNotToUse: ['A one-time code: OtpInput.'],
  doDont: [
    {
      do: {
        example: <PasswordField label="Password" name="guidance-do-password" onChange={none} />,
        rule: 'Keep the Show button: people check what they typed.',
      },
      dont: {
        example: <TextField label="Password" name="guidance-dont-password" onChange={none} />,
        rule: 'A text field shows the secret to anyone nearby.',
      },
    },
  ],
  anatomy: [
    ['Label', 'Password, New Password, Verify Password.'],
    ['Input', 'masked until Show is pressed.'],
    ['Show / Hide', 'a button inside the field; its name says what it does.'],
    ['Error', 'under the input.'],
  ],
  content: [
    "'Verify Password' for the second entry of a new password.",
    'Never repeat the password in a message.',
  ],
};

export const checkboxGuidance: Guidance = {
  whenToUse: ['One yes/no the person confirms: accepting the terms and conditions.'],
  whenNotToUse: [
    'One of several options: RadioGroup.',
    'A setting that applies at once: a switch (not in the kit).',
  ],
  doDont: [
    {
      do: {
        example: <Checkbox label="I accept the terms and conditions" onCheckedChange={none} />,
        rule: 'The label is the statement the person agrees to.',
      },
      dont: {
        example: <Checkbox label="Terms" onCheckedChange={none} />,
        rule: "A one-word label: what does ticking 'Terms' mean?",
      },
    },
  ],
  anatomy: [
    ['Box', 'the control; the tick shows when checked.'],
    ['Label', 'beside the box; clicking it toggles the box.'],
    ['Error', 'under the label, when the box must be ticked.'],
  ],
  content: ["Write what ticking means: 'I accept …'.", 'No negatives: never "Don\'t send me …".'],
};

export const radioGroupGuidance: Guidance = {
  whenToUse: ['Two to five options, all shown at once, exactly one chosen.'],
  whenNotToUse: [
    'More than five options: Select or Autocomplete.',
    'Where the code goes: ChannelPicker.',
  ],
  doDont: [
    {
      do: {
        example: (
          <RadioGroup
            label="Portal"
            options={[
              { value: 'customer', label: 'Customer' },
              { value: 'dealer', label: 'Dealer' },
            ]}
            onChange={none}
          />
        ),
        rule: 'A legend that asks the question the options answer.',
      },
      dont: {
        example: (
          <span style={row}>
            <Checkbox label="Customer" onCheckedChange={none} />
            <Checkbox label="Dealer" onCheckedChange={none} />
          </span>
        ),
        rule: 'Checkboxes for a single choice: two can be ticked.',
      },
    },
  ],
  anatomy: [
    ['Legend', 'the question.'],
    ['Options', 'a circle and a label each; arrow keys move between them.'],
    ['Error', 'under the group.'],
  ],
  content: ['Options in a natural order (most common first).', 'Labels are short nouns.'],
};

export const selectGuidance: Guidance = {
  whenToUse: [
    'One choice from a short known list that does not need to be seen all at once: Send OTP to.',
  ],
  whenNotToUse: [
    'Two or three options people should compare: RadioGroup.',
    'A long list people search: Autocomplete.',
  ],
  doDont: [
    {
      do: {
        example: <Still title="Send OTP to">Mobile ▾</Still>,
        rule: 'A label that says what the choice is for.',
      },
      dont: { example: <Still>Choose… ▾</Still>, rule: "'Choose…' as the only label." },
    },
  ],
  anatomy: [
    ['Label', 'above the trigger.'],
    ['Trigger', 'shows the chosen option and the chevron.'],
    ['List', 'opens under the trigger; typing jumps to an option.'],
  ],
  content: ['Options are nouns in sentence case.', 'Keep the order stable between screens.'],
};

export const autocompleteGuidance: Guidance = {
  whenToUse: ['A choice from a long list people search by name: the dealership, the dealer group.'],
  whenNotToUse: ['Fewer than about ten options: Select.', 'Free text: TextField.'],
  doDont: [
    {
      do: {
        example: <Still title="Dealership">Sand▏ — Sandton Motor Group</Still>,
        rule: 'Match on any part of the name, and show the match.',
      },
      dont: {
        example: <Still title="Dealership">DG001</Still>,
        rule: 'Codes people do not know as the only text of an option.',
      },
    },
  ],
  anatomy: [
    ['Label', 'above the input.'],
    ['Input', 'filters as the person types.'],
    ['List', 'the matches; arrow keys and Enter pick one.'],
    ['Empty state', "'No matches' when nothing fits."],
  ],
  content: [
    'Options show the name people use.',
    'Say when nothing matches; never show an empty list.',
  ],
};

export const mobileFieldGuidance: Guidance = {
  whenToUse: ['A South African mobile number.'],
  whenNotToUse: ['A landline or a foreign number: TextField with a hint.'],
  doDont: [
    {
      do: {
        example: <Still title="Mobile number">082 123 4567</Still>,
        rule: 'Let people type the number as they know it; the field groups the digits.',
      },
      dont: {
        example: <Still title="Mobile number">+27821234567</Still>,
        rule: 'Ask for the international format.',
      },
    },
  ],
  anatomy: [
    ['Label', 'Mobile number.'],
    ['Input', 'telephone keyboard; groups digits 3-3-4.'],
    ['Error', 'under the input.'],
  ],
  content: ["The error names the format: 'Invalid Mobile Number.'"],
};

export const dateFieldGuidance: Guidance = {
  whenToUse: ['A known date, typed: a date of birth.'],
  whenNotToUse: ['A date picked near today (a booking): a calendar picker (not in the kit).'],
  doDont: [
    {
      do: {
        example: <Still title="Date of birth">1990-01-01</Still>,
        rule: 'One field in the ISO order the hint shows.',
      },
      dont: {
        example: <Still title="Date of birth">01/01/90</Still>,
        rule: 'Two-digit years and an order people must guess.',
      },
    },
  ],
  anatomy: [
    ['Label', 'the date asked for.'],
    ['Input', 'the browser date control.'],
    ['Error', 'under the input.'],
  ],
  content: ['Name the date, not the format: the control shows the format.'],
};

export const otpInputGuidance: Guidance = {
  whenToUse: ['The six-digit one-time code sent by SMS or e-mail.'],
  whenNotToUse: ['A password or any code people choose: PasswordField.'],
  doDont: [
    {
      do: {
        example: <Still title="Enter OTP">1 2 3 4 5 6</Still>,
        rule: 'One input behind six boxes: paste and SMS autofill fill all six.',
      },
      dont: {
        example: <Still title="Enter OTP">[1] [2] [3] [4] [5] [6] — six inputs</Still>,
        rule: 'Six separate inputs break paste and autofill.',
      },
    },
  ],
  anatomy: [
    ['Label', 'Enter OTP.'],
    ['Boxes', 'one per digit; the ring is the size of the whole field.'],
    ['Error', 'under the boxes: a wrong code says the tries left.'],
  ],
  content: [
    "Say where the code went: 'We sent the code to 08*****567.'",
    'Say how long it is valid.',
  ],
};

export const channelPickerGuidance: Guidance = {
  whenToUse: [
    'Choosing where a one-time code goes: mobile or e-mail, each with its masked destination.',
  ],
  whenNotToUse: ['Any other choice: RadioGroup.'],
  doDont: [
    {
      do: {
        example: (
          <Still title="Where should we send your code?">
            ◉ Mobile 08*****567 ○ Email t***@forecourt.co.za
          </Still>
        ),
        rule: 'Show the masked destination with each channel.',
      },
      dont: {
        example: <Still>◉ Mobile ○ Email</Still>,
        rule: 'Channels without destinations: people cannot tell which number is on file.',
      },
    },
  ],
  anatomy: [
    ['Legend', 'the question.'],
    ['Options', 'a card per channel: name, masked destination.'],
    ['Focus ring', 'on the chosen card.'],
  ],
  content: ['Mask the destination as the service sends it; never unmask.'],
};

export const captchaGuidance: Guidance = {
  whenToUse: ['Before a first step that looks a person up or signs in (the service asks for it).'],
  whenNotToUse: ['On later steps: the grant of the first step already proves the person.'],
  doDont: [
    {
      do: {
        example: <Button variant="secondary">Development captcha: click to verify</Button>,
        rule: 'Place it last, just above the submit button.',
      },
      dont: {
        example: <Still>Captcha above the first field</Still>,
        rule: 'Ask for the captcha before the person has typed anything.',
      },
    },
  ],
  anatomy: [
    ['Widget', 'reCAPTCHA in production; a development stand-in elsewhere.'],
    ['Error', "'Please complete the Captcha verification.'"],
  ],
  content: ['Explain a failed captcha in words, never only in colour.'],
};

export const countdownGuidance: Guidance = {
  whenToUse: ['Time left before a code can be sent again.'],
  whenNotToUse: ['Progress of a task: a progress indicator.'],
  doDont: [
    {
      do: {
        example: <Countdown secondsLeft={179} />,
        rule: 'Show the time with its label; announce only milestones to screen readers.',
      },
      dont: { example: <Still>179</Still>, rule: 'A bare number without unit or label.' },
    },
  ],
  anatomy: [
    ['Label', 'what the time is until.'],
    ['Time', 'hh:mm:ss, tabular figures.'],
    ['Status', 'a polite live region for milestones.'],
  ],
  content: ["'Request OTP again in : 00:03:00'; once ended, say what can be done now."],
};

export const stepperGuidance: Guidance = {
  whenToUse: [
    'A flow of three to five steps where knowing how many are left helps (registration).',
  ],
  whenNotToUse: ['Two steps, or flows whose steps change: a heading per step is enough.'],
  doDont: [
    {
      do: {
        example: <Stepper steps={['ID number', 'Details', 'Enter OTP']} current={1} />,
        rule: 'Short step names, the current one marked.',
      },
      dont: {
        example: <Stepper steps={['Step 1', 'Step 2', 'Step 3']} current={1} />,
        rule: "Numbered names ('Step 2') say nothing the order does not.",
      },
    },
  ],
  anatomy: [
    ['List', 'an ordered list named Steps.'],
    ['Step', 'number, name; done steps ticked.'],
    ['Current', 'aria-current=step.'],
  ],
  content: ['Step names are nouns of one or two words.'],
};

export const strengthMeterGuidance: Guidance = {
  whenToUse: ['Beside a new password, to show how strong it is as it is typed.'],
  whenNotToUse: ['At sign-in: the password already exists.'],
  doDont: [
    {
      do: {
        example: <StrengthMeter password="Changed#2026a" />,
        rule: 'A word with the bar: colour alone is not enough.',
      },
      dont: { example: <Still tone="danger">■■□□</Still>, rule: 'A bar without a word.' },
    },
  ],
  anatomy: [
    ['Bar', 'four segments in the level colour.'],
    ['Word', 'Weak, Fair, Good or Strong.'],
  ],
  content: ['One word per level; never blame the person.'],
};

export const passwordRequirementsGuidance: Guidance = {
  whenToUse: ['Under a new password: each rule, met or not, as the person types.'],
  whenNotToUse: ['At sign-in.'],
  doDont: [
    {
      do: {
        example: <PasswordRequirements password="Changed2026" />,
        rule: 'Every rule listed, each with its state in words.',
      },
      dont: {
        example: <Still tone="danger">Password does not meet the requirements.</Still>,
        rule: 'One message after submit that does not say which rule failed.',
      },
    },
  ],
  anatomy: [
    ['Title', 'Password requirements.'],
    ['Rules', "a list; each rule's mark and ': met' / ': not met' for screen readers."],
  ],
  content: ["Rules are short noun phrases: 'One number', '8-16 Characters'."],
};

export const toasterGuidance: Guidance = {
  whenToUse: [
    'Feedback on an action that does not need an answer: a code was sent, the welcome on sign-in.',
  ],
  whenNotToUse: [
    'An error people must fix on the page: show it under the field or the step.',
    'Anything that needs a decision: Dialog.',
  ],
  doDont: [
    {
      do: {
        example: (
          <Still tone="success" title="Code sent">
            We sent the code to 08*****567.
          </Still>
        ),
        rule: 'One short sentence; it stays while hovered or focused.',
      },
      dont: {
        example: (
          <Still tone="danger" title="Error">
            Something went wrong. Error 500 at /api/otp. Contact support. Try again later.
          </Still>
        ),
        rule: 'Long technical text that vanishes before it is read.',
      },
    },
  ],
  anatomy: [
    ['Region', "'Notifications (F8)', bottom of the screen."],
    ['Toast', 'tone bar, title, message, close button.'],
  ],
  content: ['Past tense for what happened; no codes or stack traces.'],
};

export const loadingOverlayGuidance: Guidance = {
  whenToUse: ['A call the whole screen waits for, longer than about a second (the first load).'],
  whenNotToUse: ["A button's own call: Button's pending state."],
  doDont: [
    {
      do: {
        example: <Button pending>Next</Button>,
        rule: "Prefer the button's pending state for one action.",
      },
      dont: {
        example: <Still>Loading… (covering the whole page)</Still>,
        rule: 'Cover the page for a short call.',
      },
    },
  ],
  anatomy: [
    ['Scrim', 'dims the page, blocks input.'],
    ['Spinner', 'with a label for screen readers.'],
  ],
  content: ["The label says what loads: 'Loading'."],
};

export const dialogGuidance: Guidance = {
  whenToUse: [
    "A message that must be read before going on: 'Please add details' listing what is missing.",
  ],
  whenNotToUse: [
    'Feedback that needs no answer: Toaster.',
    "An error of one field: the field's error.",
  ],
  doDont: [
    {
      do: {
        example: (
          <Still title="Please add details">
            • Please provide Email.
            <br />• Invalid Mobile Number.
          </Still>
        ),
        rule: 'A title that says what to do, a list of what is missing.',
      },
      dont: {
        example: <Still title="Error">The form is invalid.</Still>,
        rule: "'Error' as title and no way to know what to fix.",
      },
    },
  ],
  anatomy: [
    ['Scrim', 'dims the page.'],
    ['Panel', 'title, content, close button.'],
    ['Focus', 'moves into the dialog and back to where it was.'],
  ],
  content: ['Title in sentence case, no full stop.', 'One close action named for what it does.'],
};

export const tooltipGuidance: Guidance = {
  whenToUse: ['Why a control is disabled (DisabledTooltip), shown on hover and focus.'],
  whenNotToUse: [
    'Anything people need to complete the task: put it on the page.',
    'On touch-only screens as the only place for text.',
  ],
  doDont: [
    {
      do: { example: <Still>Field is disabled.</Still>, rule: 'One short sentence.' },
      dont: {
        example: <Still>Tooltip with a link and a button inside</Still>,
        rule: 'Interactive content: a tooltip closes when the pointer leaves.',
      },
    },
  ],
  anatomy: [
    ['Trigger', 'focusable, even when disabled.'],
    ['Bubble', 'the text, with an arrow to the trigger.'],
  ],
  content: ['Say why, not what: the label already says what.'],
};

export const disabledTooltipGuidance: Guidance = {
  whenToUse: [
    'Around a disabled control, to say why it cannot be changed (a name from the finance record).',
  ],
  whenNotToUse: [
    'Around an enabled control: use a hint under the label.',
    'To explain a waiting button: the button says so itself (pending, or the note beside it).',
  ],
  doDont: [
    {
      do: {
        example: <Still>Name comes from your finance record.</Still>,
        rule: 'Say why the field cannot change, and where the value comes from.',
      },
      dont: {
        example: <Still>Disabled.</Still>,
        rule: 'Repeat what the greyed field already shows.',
      },
    },
  ],
  anatomy: [
    ['Wrapper', 'a span that listens for hover and focus (a disabled control fires neither).'],
    ['Tooltip', "the kit's Tooltip, loaded the first time a disabled control renders."],
    [
      'Note',
      "the kit's fields add the same text, hidden, as the control's description for screen readers.",
    ],
  ],
  content: [
    'One sentence, with a full stop.',
    "Default 'Field is disabled.': replace it with the reason.",
  ],
};

export const nativeElementsGuidance: Guidance = {
  whenToUse: [
    "`buttonLink`: a link that leads to another page in a button's look (the landing's portals).",
    '`nativeSelect`: a short pick that must work before any script loads (the language switch).',
  ],
  whenNotToUse: [
    'An action on the page (submit, send): Button.',
    "A choice inside a form: the kit's Select, RadioGroup or Autocomplete.",
  ],
  doDont: [
    {
      do: {
        example: (
          <a href="#guidance-link" style={{ color: vars.color.primary }}>
            Customer
          </a>
        ),
        rule: 'Keep a link a link (`<a href>`), styled with `buttonLink`.',
      },
      dont: {
        example: <Button>Customer</Button>,
        rule: 'A button that navigates: no address to open in a new tab, the wrong role.',
      },
    },
  ],
  anatomy: [
    ['buttonLink', "the primary Button's rules (button-rules.ts) on an `<a>`."],
    [
      'nativeSelect',
      "a field's border, the control height and the kit's focus ring on a `<select>`.",
    ],
    [
      'Rules',
      "`buttonLinkRule` and `nativeSelectRule` (native-rules.ts) for an app's own stylesheet.",
    ],
  ],
  content: [
    'A link names where it goes; a select lists each option in its own language when it picks one.',
  ],
};
