export type { CaptchaProps, CaptchaStatus } from './captcha.tsx';
export { Captcha, devCaptchaToken } from './captcha.tsx';
