import type { ReactNode } from "react";

/**
 * One list of the buyer's own things on the profile ("My requests", "My offers", …): a titled section that says so
 * when it is empty, and one card per entry. Each list renders only its card's content, so the profile's lists
 * look and read alike and their shape is written once.
 */
export function ProfileList<T extends { id: number | string }>({
  id,
  title,
  empty,
  entries,
  className = "",
  children,
}: {
  /** The section's anchor (`/profile#offers`) and the prefix of its heading's id. */
  id: string;
  title: string;
  empty: string;
  entries: T[];
  className?: string;
  children: (entry: T) => ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`mt-10 ${className}`}>
      <h2 id={`${id}-heading`} className="mb-4 text-xl font-bold text-brand-900">
        {title}
      </h2>
      {entries.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-md border border-slate-300 p-4">
              {children(entry)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
