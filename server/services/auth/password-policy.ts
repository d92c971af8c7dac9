// The `password_policy` setting: a regular expression new passwords must match. v8 stored it in
// PHP form with delimiters (`/^.{8,}$/`, optionally with flags); a bare pattern is accepted too.
// Applied on password reset (a decision of this project: v8 did not).
import { invalidRequest } from '../../errors/api-error.js';

export function compilePasswordPolicy(policy: string): RegExp | undefined {
  const text = policy.trim();
  if (text === '') return undefined;
  const delimited = /^\/(.*)\/([a-zA-Z]*)$/s.exec(text);
  const source = delimited ? (delimited[1] as string) : text;
  // PHP flags JavaScript lacks (x, U, ...) are dropped; i, m, s and u mean the same.
  const flags = delimited
    ? [...new Set((delimited[2] as string).replace(/[^imsu]/g, ''))].join('')
    : '';
  try {
    return new RegExp(source, flags);
  } catch {
    return undefined;
  }
}

/** Throws E4/422 when the password does not match the policy. */
export function assertPasswordPolicy(policy: string, password: string): void {
  const pattern = compilePasswordPolicy(policy);
  if (policy.trim() !== '' && !pattern) {
    // A policy that cannot be compiled must not silently accept every password.
    throw invalidRequest('password: The password policy of this project is not a valid pattern.');
  }
  if (pattern && !pattern.test(password)) {
    throw invalidRequest('password: The password does not match the password policy.');
  }
}
