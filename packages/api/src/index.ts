export { appRouter } from './root';
export type { AppRouter, RouterInputs, RouterOutputs } from './root';
export { createContextFactory, bearerToken, requestedDemoDate, requestClock } from './context';
export type { ApiDeps, Context, ContextFactory, CreateContextOptions, Session, Transport } from './context';
export { createRestHandler } from './rest/rest-handler';
export { buildOpenApiDocument, OPENAPI_TITLE } from './rest/openapi-document';
export { createTrpcHandler } from './trpc-handler';
export { listenExpress } from './http/express-server';
export { createUploadRoutes, RESULT_UPLOAD_PATH, RESULT_FILE_PATH } from './http/upload-routes';
export { createLisRoutes } from './http/lis-routes';
export { createReportRoutes, EVALUATION_CSV_PATH, PRE_EVALUATION_CSV_PATH } from './http/report-routes';
export { createDocumentRoutes, SURVEY_DOCUMENT_PATH, SURVEY_PDF_PREVIEW_PATH, ORG_DOCUMENT_PATH } from './http/document-routes';
export { createContractRoutes, CONTRACT_DOCUMENT_CONTENT_PATH, LEGAL_DOCUMENT_PATH, CONTRACT_ROUTES_OPENAPI_PATHS } from './http/contract-routes';
export { createCertificateRoutes, CERTIFICATE_CONTENT_PATH, CORRECTIVE_ACTIONS_PDF_PATH, CERTIFICATE_ROUTES_OPENAPI } from './http/certificate-routes';
export { createInvoiceRoutes, INVOICE_UPLOAD_PATH, INVOICE_DOCUMENT_PATH, INVOICE_ROUTES_OPENAPI } from './http/invoice-routes';
export { createCaches, DEFAULT_CACHE_SETTINGS } from './caches';
export type { Caches, CacheSettings } from './caches';
export { defaultApiSettings } from './settings';
export type { ApiSettings, AboutInfo } from './settings';
export type { Logger } from './logger';
export { silentLogger } from './logger';
export {
  APP_ERROR_WIRE,
  GENERIC_ERROR_MESSAGE,
  toWireError,
  toTrpcError,
  toRestErrorBody,
  errorHeaders,
  httpStatusOf,
} from './errors/error-mapping';
export type { WireError, RestErrorBody, WireZodIssue } from './errors/error-mapping';
export type { AppErrorData } from './trpc';
export { hashPassword, verifyPassword } from './services/auth/passwords';
