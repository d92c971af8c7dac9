// Sign-in error 113 leaves a session that may do one thing: set up 2FA (contract §1.5). Until then
// `users/me` answers as Public, so /setup-2fa learns whose key it shows (the QR code's account
// name) from the sign-in form, through here. Memory only: a reload labels the key by project.

let pending: { project: string; email: string } | null = null;

export function handOverTwoFactorSetup(project: string, email: string): void {
  pending = { project, email };
}

/** The email that just signed in to `project` and has to set up 2FA; null when unknown. */
export function twoFactorSetupAccount(project: string): string | null {
  return pending?.project === project ? pending.email : null;
}
