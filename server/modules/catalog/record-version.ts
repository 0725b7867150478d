/**
 * A record's version for "two staff editing the same record" (issue 27): the moment of its last change in
 * whole milliseconds, sent with the edit form and compared on save. PostgreSQL keeps microseconds, a bulk
 * statement writes now(), so both sides are cut to milliseconds.
 */
export const versionOf = (updatedAt: Date): number => Math.floor(updatedAt.getTime());

/** Whether the record changed since the form was opened (no version sent: an API client that does not care). */
export const changedSince = (updatedAt: Date, version: number | undefined): boolean => version !== undefined && versionOf(updatedAt) !== version;
