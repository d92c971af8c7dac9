// Business constants of the admin (spec 1 §9). Values that other modules must agree on live here,
// so a change is made once.

/** The version marker the admin reports (spec 1 §1). */
export const APP_VERSION = '8.4.0';

/** How often the connection latency is measured. */
export const LATENCY_CHECK_INTERVAL_MS = 10_000;
/** The latency list keeps at most this many samples; older ones are dropped. */
export const LATENCY_MAX_SAMPLES = 200;
/** Upper bounds (exclusive) of signal levels 4, 3 and 2; at or above the last one the signal is 1. */
export const LATENCY_SIGNAL_THRESHOLDS_MS = [200, 500, 1000] as const;

/** Default auto-dismiss delay of a notification. */
export const NOTIFICATION_DELAY_MS = 5_000;

/** Shell tooltips appear this long after the pointer or focus arrives … */
export const TOOLTIP_DELAY_MS = 500;
/** … this far from their control. */
export const TOOLTIP_OFFSET_PX = 2;

/** A lazily loaded script chunk that takes longer than this raises a load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Digits of a one-time password. */
export const OTP_LENGTH = 6;

/** The role id that makes a user an admin. */
export const ADMIN_ROLE_ID = 1;

/** The language used when none is asked for, and the fallback of every other one. */
export const DEFAULT_LOCALE = 'en-US';

/** sessionStorage keys are namespaced so the host page's own keys are never touched. */
export const SESSION_STORAGE_PREFIX = 'cms:';

/** Spec 2 §9: the info sidebar opens by itself on item pages in windows wider than this (px). */
export const INFO_SIDEBAR_AUTO_OPEN_WIDTH = 1235;

/** Spec 2 §9: the user popover shows this long after the pointer or focus arrives. */
export const USER_POPOVER_DELAY_MS = 300;

/** Spec 2 §4, §9: other users count as on the same page when seen there this recently. */
export const PRESENCE_WINDOW_MS = 5 * 60_000;

/** Spec 2 §9: relative-time labels ("2 minutes ago") refresh this often. */
export const RELATIVE_TIME_REFRESH_MS = 1_000;
