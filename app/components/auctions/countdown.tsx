import { useEffect, useEffectEvent, useState } from "react";

/** "1:02:03:04" (days first when there are any), "02:03:04": digits only, the same in both languages. */
export function clockText(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, "0");
  const [d, h, m, s] = [Math.floor(total / 86_400), Math.floor((total % 86_400) / 3600), Math.floor((total % 3600) / 60), total % 60];
  return `${d > 0 ? `${d}:` : ""}${pad(h)}:${pad(m)}:${pad(s)}`;
}

/**
 * The lot's running clock. The server renders the time left when it answered (the page's end time beside it is
 * the server's, in UAE time); in the browser it counts down from there by the browser's own clock, so a phone
 * whose clock is wrong still shows the right time left. The digits sit in a box as wide as the longest value
 * and use even-width figures, so the ticking never moves the layout. `onZero` runs once when it reaches 0.
 */
export function Countdown({ remainingMs, label, onZero }: { remainingMs: number; label: string; onZero?: () => void }) {
  const [left, setLeft] = useState(remainingMs);
  const reachedZero = useEffectEvent(() => onZero?.());
  useEffect(() => {
    const end = Date.now() + remainingMs;
    let done = remainingMs <= 0;
    const timer = setInterval(() => {
      const now = Math.max(0, end - Date.now());
      setLeft(now);
      if (now === 0 && !done) {
        done = true;
        reachedZero();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [remainingMs]);
  return (
    <p className="text-lg">
      <span className="font-semibold">{label}</span>{" "}
      <bdi dir="ltr" role="timer" className="inline-block min-w-[11ch] font-mono text-2xl font-bold tabular-nums text-brand-900">
        {clockText(left)}
      </bdi>
    </p>
  );
}
