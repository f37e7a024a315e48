export type { CaptchaProps } from './captcha.tsx';
export { Captcha, devCaptchaToken } from './captcha.tsx';
