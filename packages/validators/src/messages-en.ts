/**
 * The rules' texts in English, keyed by a stable id (`MessageId`) so a UI can translate them:
 * the requirements' texts verbatim (capitals and all), the rest marked "ours" in the README. An
 * explicit import (`@forecourt/validators/texts`), so an app that brings its own texts never
 * ships these: give them to `translator` for English.
 */
export const messages = {
  // the portal's own checks (MSG-6) and the South African ID (RSAID-4)
  'rsaId.error': 'Invalid ID Number: {reason}',
  'rsaId.length': 'ID must be 13 digits long.',
  'rsaId.invalid': 'not a valid RSA ID number.',
  'email.invalid': 'Invalid Email Address.',
  'mobile.invalid': 'Invalid Mobile Number.',
  'form.provide': 'Please provide {label}.',
  'captcha.required': 'Please complete the Captcha verification.',
  // toasts and outcomes (MSG-1, MSG-4, MSG-7)
  'toast.errorTitle': 'An error occurred',
  'toast.error': 'Error',
  'toast.success': 'Success',
  'username.taken': 'Username is already taken. Please provide a different username.',
  'toast.welcome': 'Welcome to {product} {TYPE} Portal',
  'otp.sent': 'Otp Sent Successfully to your {channel}',
  'username.retrieved': 'Username Retrieved Successfully',
  // screen messages (MSG-11)
  'loading.data': 'Please wait while we load data.',
  'otp.resendIn': 'Request OTP again in : ',
  'field.disabled': 'Field is disabled.',
  'form.addDetails': 'Please add details',
  // the password requirements checklist (RULES-6)
  'password.lowercase': 'One lower case letter',
  'password.number': 'One number',
  'password.uppercase': 'One upper case letter',
  'password.length': '8-16 Characters',
  'password.special': 'One special character',
  'password.verified': 'Password Verified',
  // ours: field-level messages of the form schemas
  'field.required': 'This field is required.',
  'field.maxLength': 'Must be at most {max} characters.',
  'field.alphanumeric': "Use only letters, digits, spaces and _ @ ' . / # & + -",
  'field.companyName': "Use only letters, digits, spaces, brackets and _ @ ' . / # & + -",
  'password.pattern':
    'Password must be at least 8 characters with an upper case letter, a lower case letter, a number and one of #?!@$%^&*-',
  'password.mismatch': 'Passwords do not match.',
  'otp.invalid': 'The code must be 6 digits.',
  'channel.invalid': 'Please choose Mobile or Email.',
  'terms.required': 'Please accept the terms and conditions.',
  'terms.invalid': 'Terms and conditions must be Yes or No.',
  'role.invalid': 'Unknown portal role.',
  'identifier.required': 'Please provide an ID number or a username.',
  'form.invalid': 'The form could not be read.',
  'field.controlCharacters':
    'Remove the hidden characters (tabs, line breaks and the like) from this field.',
} as const;
