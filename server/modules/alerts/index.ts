// The alerts module's public entry: saved searches ("Alert me") and their daily e-mails.
export { type AlertJobs, type AlertsService, MAX_ALERTS_PER_USER, type SavedSearch, createAlertsService } from "./alerts.service.ts";
export { registerAlertRoutes } from "./alerts.routes.ts";
