import { authRequest, captchaHeaders, getAuthOptions } from './auth-api.ts';
import { obtainCaptchaToken } from './captcha.ts';

/** Anonymous sign-in behind the scenes (SPEC.md §5): captcha first when the server asks for one. */
export async function signInAnonymously(): Promise<void> {
  const { captcha } = await getAuthOptions();
  const token = await obtainCaptchaToken(captcha);
  await authRequest('/api/auth/sign-in/anonymous', { body: {}, headers: captchaHeaders(token) });
}
