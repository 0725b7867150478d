// The requests module's public entry: plate requests, estimates, drawn plates and contact inquiries, and
// staff's work on them (docs/decisions/0021).
export { type RequestsService, type Submission, type SubmissionResult, createRequestsService } from "./requests.service.ts";
export { type RequestQuery, type RequestsAdmin, createRequestsAdmin } from "./requests-admin.ts";
export { adminPathOf } from "./request-mail.ts";
export { type ServiceRequest, type ServiceRequestEvent } from "./requests.schema.ts";
export { registerRequestRoutes } from "./requests.routes.ts";
export { registerRequestAdminRoutes } from "./requests-admin.routes.ts";
