/** The placeholder v8 stores as the option's default: shown translated while it is unchanged. */
export const DEFAULT_PLACEHOLDER = 'Enter a password...';
