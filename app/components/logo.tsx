/** The mark: a plate outline with a star; decorative, the link around it carries the name. */
export function Logo() {
  return (
    <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect x="2" y="9" width="36" height="22" rx="4" fill="#fff" />
      <rect x="4.5" y="11.5" width="31" height="17" rx="2.5" fill="none" stroke="#b45309" strokeWidth="2" />
      <path d="M20 13.5l1.9 3.9 4.3.6-3.1 3 .7 4.3-3.8-2-3.8 2 .7-4.3-3.1-3 4.3-.6z" fill="#047857" />
    </svg>
  );
}
