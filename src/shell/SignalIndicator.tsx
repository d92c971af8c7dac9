import { useStore } from '@nanostores/react';
import { useT } from '../i18n/use-t.js';
import { $connectionSignal, $latency } from '../state/latency.js';

/** Four bars for the connection quality (spec 1 §4), with the latest latency as its label. */
export function SignalIndicator() {
  const { t } = useT();
  const signal = useStore($connectionSignal);
  const latest = useStore($latency).at(-1);
  const label =
    latest === undefined
      ? t('shell.signal.unknown')
      : latest.latency < 0
        ? t('shell.signal.failed')
        : t('shell.signal.latency', {
            quality: t(`shell.signal.level_${signal}`),
            ms: latest.latency,
          });
  return (
    <span className="cms-signal" data-signal={signal} role="img" aria-label={label} title={label}>
      {[1, 2, 3, 4].map((bar) => (
        <span key={bar} className="cms-signal__bar" data-on={signal >= bar || undefined} />
      ))}
    </span>
  );
}
